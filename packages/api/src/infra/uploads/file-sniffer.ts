import * as CFB from 'cfb';
import { unzipSync } from 'fflate';
import { inspectPdf, type PdfRefusal } from './pdf-inspector';

/** What the bytes of an upload really are, for the formats the forms accept. */
export interface SniffedFile {
  readonly mime: string;
  /** Extension used for the stored name (never the visitor's). */
  readonly ext: 'jpg' | 'pdf' | 'doc' | 'docx' | 'mp4';
}

const MIME = {
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  cfb: 'application/x-cfb',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp4: 'video/mp4',
} as const;

const SIGNATURES = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  pdf: Buffer.from('%PDF-', 'latin1'),
  cfb: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  zip: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  ftyp: Buffer.from('ftyp', 'latin1'),
} as const;

/** Markup a browser would render or run if it ever sniffed the file as HTML (polyglots). */
const MARKUP_IN_HEADER = /<(?:script|html|head|body|iframe|object|embed|svg|img|a|meta|!doctype)[\s/>]/i;
const HEADER_SCAN_BYTES = 1024;
/** Bytes enough to tell the formats apart (file-type reads at most 4100 for these). */
export const HEAD_BYTES = 4100;

/** Why a file whose type is allowed is refused anyway. */
export type ContentRefusal = PdfRefusal | 'macros' | 'not-word';

// file-type is ESM-only: with module node16 this stays a real import() in the build.
const importFileType = () => import('file-type');
let fileType: ReturnType<typeof importFileType> | undefined;
function loadFileType(): ReturnType<typeof importFileType> {
  fileType ??= importFileType();
  return fileType;
}

/**
 * What the first bytes (HEAD_BYTES) say the file is (file-type), with what file-type does not check: the
 * signature sits at byte 0 and no markup hides in the header. A zip or compound file is only a candidate
 * .docx or .doc until `checkContent` has looked inside. Null for anything else.
 */
export async function sniffHead(head: Buffer): Promise<SniffedFile | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  if (MARKUP_IN_HEADER.test(head.subarray(0, HEADER_SCAN_BYTES).toString('latin1'))) return null;

  switch (detected.mime) {
    case MIME.jpeg:
      return startsWith(head, SIGNATURES.jpeg) ? { mime: MIME.jpeg, ext: 'jpg' } : null;
    case MIME.pdf:
      return startsWith(head, SIGNATURES.pdf) ? { mime: MIME.pdf, ext: 'pdf' } : null;
    case MIME.cfb:
      return startsWith(head, SIGNATURES.cfb) ? { mime: MIME.doc, ext: 'doc' } : null;
    case MIME.docx:
    case 'application/zip':
      return startsWith(head, SIGNATURES.zip) ? { mime: MIME.docx, ext: 'docx' } : null;
    case MIME.mp4:
      return head.subarray(4, 8).equals(SIGNATURES.ftyp) ? { mime: MIME.mp4, ext: 'mp4' } : null;
    default:
      return null;
  }
}

/** Formats whose content `checkContent` reads in full (the others are judged by their head). */
export function needsContentCheck(file: SniffedFile): boolean {
  return file.ext === 'pdf' || file.ext === 'doc' || file.ext === 'docx';
}

/**
 * Looks inside the formats that can carry active content: a PDF through a real parser (inspectPdf), a
 * .doc must be a Word file without a macro storage, a .docx a Word zip without a VBA project.
 */
export async function checkContent(file: SniffedFile, bytes: Buffer): Promise<ContentRefusal | null> {
  switch (file.ext) {
    case 'pdf':
      return inspectPdf(bytes);
    case 'doc':
      return inspectWordCfb(bytes);
    case 'docx':
      return inspectDocxZip(bytes);
    default:
      return null;
  }
}

/** The whole check on bytes in memory: type by the head, then the content; null when refused. */
export async function sniffFile(bytes: Buffer): Promise<SniffedFile | null> {
  const sniffed = await sniffHead(bytes.subarray(0, HEAD_BYTES));
  if (!sniffed) return null;
  return (await checkContent(sniffed, bytes)) === null ? sniffed : null;
}

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
}

/**
 * Word 97-2003 keeps its text in a stream named WordDocument (other CFB files, xls, msi, msg, do not) and
 * its VBA macros in a `Macros` storage (`_VBA_PROJECT_CUR` in older writers, `VBA` inside either).
 */
function inspectWordCfb(bytes: Buffer): ContentRefusal | null {
  let entries: CFB.CFB$Entry[];
  try {
    entries = CFB.read(bytes, { type: 'buffer' }).FileIndex;
  } catch {
    return 'not-word';
  }
  if (!entries.some((entry) => entry.name === 'WordDocument' && entry.type === 2)) return 'not-word';
  const macro = entries.some((entry) => MACRO_STORAGES.has(entry.name.toUpperCase()));
  return macro ? 'macros' : null;
}

const MACRO_STORAGES = new Set(['MACROS', '_VBA_PROJECT_CUR', 'VBA', '_VBA_PROJECT', 'PROJECT', 'PROJECTWM']);

/** Lists the zip's central directory without inflating anything; a VBA project makes it a macro document. */
function inspectDocxZip(bytes: Buffer): ContentRefusal | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return 'not-word';
  }
  if (!names.includes('[Content_Types].xml') || !names.some((name) => name.startsWith('word/'))) {
    return 'not-word';
  }
  return names.some((name) => /(^|\/)vbaProject\.bin$/i.test(name)) ? 'macros' : null;
}
