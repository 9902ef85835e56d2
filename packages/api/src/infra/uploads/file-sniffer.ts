import * as CFB from 'cfb';
import { unzipSync } from 'fflate';

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
/** PDF actions that run code or programs when the file is opened. */
const PDF_ACTIVE_CONTENT = /\/(?:JavaScript|Launch)\b/;

// file-type is ESM-only: with module node16 this stays a real import() in the build.
const importFileType = () => import('file-type');
let fileType: ReturnType<typeof importFileType> | undefined;
function loadFileType(): ReturnType<typeof importFileType> {
  fileType ??= importFileType();
  return fileType;
}

/**
 * Identifies a file by its bytes (file-type), then checks what file-type does not: the signature sits
 * at byte 0, no markup hides in the header, a PDF carries no JavaScript, a CFB file is a Word document
 * and a zip is a real .docx. Returns null for anything else.
 */
export async function sniffFile(bytes: Buffer): Promise<SniffedFile | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  if (MARKUP_IN_HEADER.test(bytes.subarray(0, HEADER_SCAN_BYTES).toString('latin1'))) return null;

  switch (detected.mime) {
    case MIME.jpeg:
      return startsWith(bytes, SIGNATURES.jpeg) ? { mime: MIME.jpeg, ext: 'jpg' } : null;
    case MIME.pdf:
      return startsWith(bytes, SIGNATURES.pdf) && !PDF_ACTIVE_CONTENT.test(bytes.toString('latin1'))
        ? { mime: MIME.pdf, ext: 'pdf' }
        : null;
    case MIME.cfb:
      return startsWith(bytes, SIGNATURES.cfb) && isWordCfb(bytes) ? { mime: MIME.doc, ext: 'doc' } : null;
    case MIME.docx:
      return startsWith(bytes, SIGNATURES.zip) && isDocxZip(bytes) ? { mime: MIME.docx, ext: 'docx' } : null;
    case MIME.mp4:
      return bytes.subarray(4, 8).equals(SIGNATURES.ftyp) ? { mime: MIME.mp4, ext: 'mp4' } : null;
    default:
      return null;
  }
}

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
}

/** Word 97-2003 keeps its text in a stream named WordDocument; other CFB files (xls, msi, msg) do not. */
function isWordCfb(bytes: Buffer): boolean {
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    return container.FileIndex.some((entry) => entry.name === 'WordDocument' && entry.type === 2);
  } catch {
    return false;
  }
}

/** Lists the zip's central directory without inflating anything. */
function isDocxZip(bytes: Buffer): boolean {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return false;
  }
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}
