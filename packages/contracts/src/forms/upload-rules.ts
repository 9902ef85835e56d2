import { fileTooLargeMessage, FORM_MESSAGES, UPLOAD_MESSAGES, type FileKind } from '../messages';

const MB = 1024 * 1024;

/** One accepted kind of file: extensions, declared MIME types and the MIME that magic-byte sniffing reports. */
export interface UploadTypeRule {
  readonly kind: FileKind;
  readonly extensions: readonly string[];
  /** MIME types a browser declares, and file-type reports from the bytes ('.doc' is sniffed as x-cfb). */
  readonly mimeTypes: readonly string[];
  readonly maxBytes: number;
}

export interface UploadRules {
  /** Multipart field name of the files (the legacy API used `archivo`). */
  readonly fieldName: string;
  readonly minFiles: number;
  readonly maxFiles: number;
  readonly types: readonly UploadTypeRule[];
  readonly messages: {
    readonly required: string;
    readonly tooMany: string;
    readonly notAllowed: string;
  };
}

const IMAGE: UploadTypeRule = {
  kind: 'image',
  extensions: ['jpg', 'jpeg'],
  mimeTypes: ['image/jpeg'],
  maxBytes: 1 * MB,
};
const PDF_1MB: UploadTypeRule = {
  kind: 'pdf',
  extensions: ['pdf'],
  mimeTypes: ['application/pdf'],
  maxBytes: 1 * MB,
};
const WORD: UploadTypeRule = {
  kind: 'word',
  extensions: ['doc', 'docx'],
  mimeTypes: [
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/x-cfb',
  ],
  maxBytes: 1 * MB,
};
const VIDEO: UploadTypeRule = {
  kind: 'video',
  extensions: ['mp4'],
  mimeTypes: ['video/mp4'],
  maxBytes: 20 * MB,
};

/** Maintenance images (spec §5): jpg, jpeg, pdf, doc/docx, mp4; at most 10; 1 MB each, 20 MB for video. */
export const MAINTENANCE_UPLOAD: UploadRules = {
  fieldName: 'archivo',
  minFiles: 1,
  maxFiles: 10,
  types: [IMAGE, PDF_1MB, WORD, VIDEO],
  messages: {
    required: UPLOAD_MESSAGES.imageRequired,
    tooMany: UPLOAD_MESSAGES.tooManyFiles,
    notAllowed: UPLOAD_MESSAGES.notAllowedType,
  },
};

/**
 * Work-with-us CV (spec: PDF only, at least one). Our choice: up to 3 PDFs of 5 MB each, enough for
 * a CV plus certificates while keeping mail attachments small.
 */
export const CV_UPLOAD: UploadRules = {
  fieldName: 'archivo',
  minFiles: 1,
  maxFiles: 3,
  types: [{ kind: 'pdf', extensions: ['pdf'], mimeTypes: ['application/pdf'], maxBytes: 5 * MB }],
  messages: {
    required: FORM_MESSAGES.cvRequired,
    tooMany: UPLOAD_MESSAGES.cvTooManyFiles,
    notAllowed: UPLOAD_MESSAGES.cvPdfOnly,
  },
};

/** Largest single file any rule accepts (for multer's fileSize limit). */
export function maxUploadBytes(rules: UploadRules): number {
  return Math.max(...rules.types.map((t) => t.maxBytes));
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The rule a file falls under. With `mime` only (e.g. what file-type sniffed), the MIME decides; with a
 * name as well, both the extension and the MIME must belong to the same rule.
 */
export function findUploadRule(
  rules: UploadRules,
  file: { name?: string; mime?: string },
): UploadTypeRule | undefined {
  const ext = file.name === undefined ? undefined : extensionOf(file.name);
  const mime = file.mime?.toLowerCase();
  return rules.types.find(
    (t) =>
      (ext === undefined || t.extensions.includes(ext)) && (mime === undefined || t.mimeTypes.includes(mime)),
  );
}

export interface UploadProblem {
  readonly code: 'required' | 'too-many' | 'type' | 'size';
  /** HTTP status the gateway answers with. */
  readonly status: 400 | 413 | 415;
  readonly message: string;
  readonly fileName?: string;
}

/**
 * Checks a list of files against the rules, in the order a visitor would fix them: count, type, size.
 * Used by the form before sending and by the gateway (there with the sniffed MIME, not the declared one).
 */
export function checkUploadFiles(
  rules: UploadRules,
  files: readonly { name: string; size: number; mime?: string }[],
): UploadProblem | null {
  if (files.length < rules.minFiles)
    return { code: 'required', status: 400, message: rules.messages.required };
  if (files.length > rules.maxFiles)
    return { code: 'too-many', status: 400, message: rules.messages.tooMany };
  for (const file of files) {
    const rule = findUploadRule(rules, file);
    if (!rule) return { code: 'type', status: 415, message: rules.messages.notAllowed, fileName: file.name };
    if (file.size > rule.maxBytes) {
      return {
        code: 'size',
        status: 413,
        message: fileTooLargeMessage(rule.kind, rule.maxBytes),
        fileName: file.name,
      };
    }
  }
  return null;
}

/** `accept` attribute for the file input. */
export function acceptAttribute(rules: UploadRules): string {
  return rules.types.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(',');
}
