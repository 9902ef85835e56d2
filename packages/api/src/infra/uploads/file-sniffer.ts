import { constants, inflateSync } from 'node:zlib';
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
/** How far back from a `stream` keyword its dictionary may start, and how many streams a PDF may have. */
const PDF_DICT_WINDOW = 4096;
const PDF_MAX_STREAMS = 2000;
/** An object stream's inflated size beyond which we stop reading it (zip-bomb guard). */
const OBJECT_STREAM_MAX_BYTES = 4 * 1024 * 1024;

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
      return startsWith(bytes, SIGNATURES.pdf) && !pdfHasActiveContent(bytes)
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

/**
 * JavaScript or Launch actions anywhere a reader would find them: in the plain objects, with names
 * spelled in #xx escapes (/J#61vaScript is /JavaScript), or inside compressed object streams (PDF 1.5+),
 * which a scan of the raw bytes cannot see. Only object streams are inflated: page contents may quote
 * "/JavaScript" as text. An object stream we cannot read (other filters, predictors, encryption, too
 * big) is refused, and so is a flood of streams. Keyword search with indexOf over bounded windows: no
 * regex backtracking over a hostile megabyte.
 */
function pdfHasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (PDF_ACTIVE_CONTENT.test(decodePdfNames(text))) return true;
  let streams = 0;
  let previousEnd = 0;
  for (let at = text.indexOf('stream'); at !== -1; at = text.indexOf('stream', at + 6)) {
    if (text.startsWith('end', at - 3)) {
      previousEnd = at + 6;
      continue;
    }
    const dataStart = text.startsWith('\r\n', at + 6) ? at + 8 : text[at + 6] === '\n' ? at + 7 : -1;
    if (dataStart === -1) continue;
    if (++streams > PDF_MAX_STREAMS) return true;
    // Everything since the previous stream's end: this stream's dictionary and any objects before it.
    const dict = decodePdfNames(text.slice(Math.max(previousEnd, at - PDF_DICT_WINDOW), at));
    if (!/\/Type\s*\/ObjStm\b/.test(dict)) continue;
    const filters = [...dict.matchAll(/\/Filter\s*(\[[^\]]{0,200}\]|\/\w+)/g)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/\/(\w+)/g)].map((name) => name[1]),
    );
    if (filters.length === 0) continue; // uncompressed: already in the scan above
    if (filters.some((f) => f !== 'FlateDecode') || /\/Predictor\b/.test(dict)) return true;
    const end = text.indexOf('endstream', dataStart);
    const inflated = inflateObjectStream(bytes.subarray(dataStart, end === -1 ? bytes.length : end));
    if (inflated === undefined || PDF_ACTIVE_CONTENT.test(decodePdfNames(inflated))) return true;
  }
  return false;
}

function decodePdfNames(text: string): string {
  return text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Inflates as far as the data goes (readers accept a truncated stream); undefined if unreadable or too big. */
function inflateObjectStream(data: Buffer): string | undefined {
  try {
    return inflateSync(data, {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: OBJECT_STREAM_MAX_BYTES,
    }).toString('latin1');
  } catch {
    return undefined;
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
