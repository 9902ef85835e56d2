import { constants, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';

/** Why a PDF is refused (logged; the visitor gets the form's not-allowed message). */
export type PdfRefusal =
  | 'javascript'
  | 'launch'
  | 'automatic-action'
  | 'embedded-file'
  | 'rich-media'
  | 'xfa'
  | 'encrypted'
  | 'unreadable';

/**
 * Actions a reader may run by itself (catalog /OpenAction, any /AA trigger): only moving within the
 * document is allowed, never opening a URI, another file (/GoToR to a UNC path leaks credentials), a
 * program or a script.
 */
const AUTOMATIC_ACTIONS_ALLOWED = new Set(['GoTo', 'Named']);
/** Actions refused wherever they are, even behind a click. */
const ACTIONS_REFUSED: Readonly<Record<string, PdfRefusal>> = {
  JavaScript: 'javascript',
  Launch: 'launch',
  Rendition: 'rich-media',
  GoToE: 'embedded-file',
};
const RICH_MEDIA_TYPES = new Set(['RichMedia', 'Movie', 'Sound', 'Screen', '3D']);
const EMBEDDED_FILE_TYPES = new Set(['EmbeddedFile', 'FileAttachment']);

/**
 * pdf-lib inflates object streams while it parses, without a size bound: every Flate stream is first
 * inflated here with one (zip-bomb guard), and LZW (pdf-lib decodes it too, with no bound either, and no
 * current writer uses it) is refused.
 */
const STREAM_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const TOTAL_MAX_INFLATED_BYTES = 256 * 1024 * 1024;
const MAX_STREAMS = 5000;
/** What pdf-lib accepts between `stream` and the data (the same order it tries them in). */
const STREAM_EOLS = [' \r\n', '\r\n', '\r', '\n'];
const MAX_OBJECTS = 200_000;

/**
 * Parses the PDF the way a reader does (pdf-lib: comments, indirect objects, object streams, #xx name
 * escapes) and walks every object in it. Returns null for a harmless document, else why it is refused:
 * scripts, Launch, any automatic action other than an in-document jump, embedded files, rich media,
 * XFA forms, encryption, or anything the parser cannot read (a reader might read it differently).
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfRefusal | null> {
  if (!streamsAreBounded(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) return 'unreadable';
  let document: PDFDocument;
  try {
    // Loaded even when encrypted, to say so (pdf-lib's EncryptedPDFError fails instanceof in its ES5 build).
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
  } catch {
    return 'unreadable';
  }
  if (document.isEncrypted) return 'encrypted';
  const { context } = document;
  try {
    if (document.getPageCount() < 1) return 'unreadable';
  } catch {
    return 'unreadable';
  }

  const objects = context.enumerateIndirectObjects();
  if (objects.length > MAX_OBJECTS) return 'unreadable';
  for (const [, object] of objects) {
    const refusal = inspectObject(object);
    if (refusal) return refusal;
  }

  const automatic: PDFObject[] = [];
  const openAction = document.catalog.get(PDFName.of('OpenAction'));
  if (openAction) automatic.push(openAction);
  for (const [, object] of objects) {
    const dict = asDict(object);
    const triggers = dict && context.lookup(dict.get(PDFName.of('AA')));
    if (triggers instanceof PDFDict) automatic.push(...triggers.values());
  }
  for (const action of automatic) {
    if (!automaticActionIsSafe(context, action, new Set())) return 'automatic-action';
  }
  return null;
}

/** Every dictionary inside the object (direct objects are trees; references are walked as objects of their own). */
function inspectObject(root: PDFObject): PdfRefusal | null {
  const pending: PDFObject[] = [root];
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof PDFArray) {
      pending.push(...object.asArray());
      continue;
    }
    const dict = asDict(object);
    if (!dict) continue;
    const refusal = inspectDict(dict);
    if (refusal) return refusal;
    pending.push(...dict.values());
  }
  return null;
}

function inspectDict(dict: PDFDict): PdfRefusal | null {
  const action = nameOf(dict.get(PDFName.of('S')));
  if (action && ACTIONS_REFUSED[action]) return ACTIONS_REFUSED[action];
  if (dict.has(PDFName.of('JS'))) return 'javascript';
  if (dict.has(PDFName.of('XFA'))) return 'xfa';
  if (dict.has(PDFName.of('EmbeddedFiles')) || dict.has(PDFName.of('EF'))) return 'embedded-file';
  if (dict.has(PDFName.of('RichMediaContent')) || dict.has(PDFName.of('RichMediaSettings')))
    return 'rich-media';
  for (const key of ['Type', 'Subtype']) {
    const name = nameOf(dict.get(PDFName.of(key)));
    if (name && EMBEDDED_FILE_TYPES.has(name)) return 'embedded-file';
    if (name && RICH_MEDIA_TYPES.has(name)) return 'rich-media';
  }
  return null;
}

/** An automatic action and its /Next chain; an /OpenAction array is a destination (a jump). */
function automaticActionIsSafe(
  context: PDFDocument['context'],
  value: PDFObject | undefined,
  seen: Set<PDFObject>,
): boolean {
  const action = context.lookup(value);
  if (action === undefined || seen.has(action)) return true;
  seen.add(action);
  if (action instanceof PDFArray) return true;
  const dict = asDict(action);
  if (!dict) return true;
  const type = nameOf(dict.get(PDFName.of('S')));
  if (!type || !AUTOMATIC_ACTIONS_ALLOWED.has(type)) return false;
  const next = context.lookup(dict.get(PDFName.of('Next')));
  const chain = next instanceof PDFArray ? next.asArray() : next ? [next] : [];
  return chain.every((item) => automaticActionIsSafe(context, item, seen));
}

function asDict(object: PDFObject | undefined): PDFDict | undefined {
  if (object instanceof PDFDict) return object;
  if (object instanceof PDFStream) return object.dict;
  return undefined;
}

function nameOf(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFName ? object.decodeText() : undefined;
}

/**
 * Inflates every zlib stream with a bound before pdf-lib does without one; false for a PDF that would
 * inflate past it, has too many streams, or names the LZW filter (raw or inside an inflated stream).
 */
function streamsAreBounded(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (namesLzw(text)) return false;
  let total = 0;
  let streams = 0;
  for (let at = text.indexOf('stream'); at !== -1; at = text.indexOf('stream', at + 6)) {
    if (text.startsWith('end', at - 3)) continue;
    const start = at + 6 + (STREAM_EOLS.find((eol) => text.startsWith(eol, at + 6))?.length ?? 0);
    // zlib header: deflate method and valid check bits.
    if (start + 2 > bytes.length || (bytes[start]! & 0x0f) !== 8) continue;
    if (((bytes[start]! << 8) | bytes[start + 1]!) % 31 !== 0) continue;
    if (++streams > MAX_STREAMS) return false;
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(start), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: STREAM_MAX_INFLATED_BYTES,
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') return false;
      continue; // not zlib after all (e.g. image data that happens to match): pdf-lib will not inflate it either
    }
    total += inflated.length;
    if (total > TOTAL_MAX_INFLATED_BYTES || namesLzw(inflated.toString('latin1'))) return false;
  }
  return true;
}

function namesLzw(text: string): boolean {
  if (text.includes('LZWDecode') || text.includes('/LZW')) return true;
  return (
    text.includes('#') &&
    /LZW(?:Decode)?\b/.test(
      text.replace(/#([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
  );
}
