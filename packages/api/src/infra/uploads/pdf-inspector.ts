import { constants, inflateSync } from 'node:zlib';
import { PDFArray, PDFContext, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { parseAt, readAsReader } from './pdf-structure';

/** Why a PDF is refused (logged; the visitor gets the form's not-allowed message). */
export type PdfRefusal =
  | 'javascript'
  | 'launch'
  | 'automatic-action'
  | 'embedded-file'
  | 'rich-media'
  | 'xfa'
  | 'encrypted'
  | 'unreadable'
  /** Objects a reader and a front-to-back parser would read differently (see pdf-structure.ts). */
  | 'malformed';

/**
 * Actions a reader may run by itself (catalog /OpenAction, any /AA trigger): only a jump within the
 * document is allowed, never opening a URI, another file (/GoToR to a UNC path leaks credentials), a
 * program, a script or a menu command (/Named /Print).
 */
const AUTOMATIC_ACTIONS_ALLOWED = new Set(['GoTo']);
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
 * Names refused wherever they appear in the raw bytes or in data that may hold objects, whatever any parser
 * makes of the file. Short ones only before a value they could take (`/JS (…)`, `/EF <<…`): two letters
 * come up by chance in a few megabytes of image data. /Screen, /Sound and /Movie are left to the object
 * walk: /Screen is also a blend mode.
 */
const ACTIVE_NAMES: Readonly<Record<string, [PdfRefusal, RegExp?]>> = {
  JavaScript: ['javascript'],
  JS: ['javascript', /^(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])*[(<\d]/],
  Launch: ['launch'],
  EmbeddedFile: ['embedded-file'],
  EmbeddedFiles: ['embedded-file'],
  FileAttachment: ['embedded-file'],
  GoToE: ['embedded-file'],
  EF: ['embedded-file', /^(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])*(<<|\d)/],
  Rendition: ['rich-media'],
  XFA: ['xfa'],
};
/** Names whose value must be checked: a reader runs it by itself. */
const AUTOMATIC_NAMES = new Set(['OpenAction', 'AA']);
/** Where the value of an /OpenAction (an action) or an /AA (a dictionary of them) stands in some data. */
interface AutomaticValue {
  readonly data: Buffer;
  readonly at: number;
  readonly triggers: boolean;
}
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
const PDF_WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

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
 * Looks at a PDF three ways, so no parser differential hides anything: the names in its raw bytes and in
 * inflated data that may hold objects; its objects as pdf-lib reads them front to back; and its objects as
 * a reader finds them through the cross-references (which must point at object headers, outside any
 * stream's data, with no number defined twice in one revision). Returns null for a harmless document,
 * else why it is refused: scripts, Launch, any automatic action other than an in-document jump, embedded
 * files, rich media, XFA forms, encryption, or anything the parsers cannot read.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfRefusal | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Whatever a parser makes of the file: names in the raw bytes, and in inflated data that may hold objects.
  const automatic: AutomaticValue[] = [];
  const raw = scanNames(buffer, buffer, automatic);
  const inflated = inflateStreams(buffer, (data) =>
    mayHoldObjects(data) ? scanNames(data, blankStrings(data), automatic) : null,
  );
  if (inflated === 'unbounded') return 'unreadable';
  if (raw ?? inflated) return raw ?? inflated;

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
  const reader = await readAsReader(buffer);
  if (!reader) return 'malformed';

  // pdf-lib's objects (front to back, the last copy kept) and the reader's (through the cross-references).
  const views: [PDFContext, PDFObject[], PDFObject | undefined][] = [
    [context, context.enumerateIndirectObjects().map(([, object]) => object), context.trailerInfo.Root],
    [reader.context, [...reader.objects], reader.root],
  ];
  for (const [, objects] of views) {
    if (objects.length > MAX_OBJECTS) return 'unreadable';
    for (const object of objects) {
      const refusal = inspectObject(object);
      if (refusal) return refusal;
    }
  }

  for (const [viewContext, objects, root] of views) {
    const actions: PDFObject[] = [];
    const openAction = asDict(viewContext.lookup(root))?.get(PDFName.of('OpenAction'));
    if (openAction) actions.push(openAction);
    for (const object of objects) {
      const triggers = viewContext.lookup(asDict(object)?.get(PDFName.of('AA')));
      if (triggers instanceof PDFDict) actions.push(...triggers.values());
    }
    // Each /OpenAction and /AA the name scan found, read where it stands.
    for (const { data, at, triggers } of automatic) {
      const value = viewContext.lookup(parseAt(data, at, PDFContext.create()));
      if (triggers && value instanceof PDFDict) actions.push(...value.values());
      else if (!triggers && value) actions.push(value);
    }
    for (const action of actions) {
      if (!automaticActionIsSafe(viewContext, action, new Set())) return 'automatic-action';
    }
  }
  return null;
}

/**
 * Every name token in `tokens` (`data`, or `data` with some bytes blanked), #xx escapes decoded: the
 * refusal of the first active one, else null. Where /OpenAction or /AA stand (the offset of their value in
 * `data`) is pushed to `automatic`.
 */
function scanNames(data: Buffer, tokens: Buffer, automatic: AutomaticValue[]): PdfRefusal | null {
  const text = tokens.toString('latin1');
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    const end = match.index + match[0].length;
    if (AUTOMATIC_NAMES.has(name)) {
      automatic.push({ data, at: end, triggers: name === 'AA' });
      continue;
    }
    const active = name.startsWith('RichMedia') ? (['rich-media'] as const) : ACTIVE_NAMES[name];
    if (active && (!active[1] || active[1].test(text.slice(end, end + 64)))) return active[0];
  }
  return null;
}

/** A copy of `data` with literal and hex strings and comments turned to spaces (offsets kept). */
function blankStrings(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const copy = Buffer.from(data);
  const special = /\(|<(?!<)|<<|%/g;
  for (let match = special.exec(text); match; match = special.exec(text)) {
    if (match[0] === '<<') continue; // a dictionary
    const start = match.index;
    let end = start + 1;
    if (match[0] === '(') {
      for (let depth = 1; end < text.length && depth > 0; end++) {
        const char = text[end];
        if (char === '\\') end++;
        else if (char === '(') depth++;
        else if (char === ')') depth--;
      }
    } else if (match[0] === '%') {
      while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
    } else {
      const close = text.indexOf('>', end);
      end = close === -1 ? text.length : close + 1;
    }
    copy.fill(0x20, start, Math.min(end, text.length));
    special.lastIndex = end;
  }
  return copy;
}

function decodeName(raw: string): string {
  return raw.includes('#')
    ? raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;
}

/**
 * Whether a reader could parse objects out of this inflated data: an object stream starts with pairs of
 * numbers (after any whitespace and comments). Other streams (page contents, fonts, images) are never read
 * as objects. Page contents may start with numbers too (`1 0 0 -1 0 842 cm`): their names are read with
 * strings and comments blanked, so the text of a CV that mentions "Node/JavaScript" is not taken for one.
 * An object stream's objects are also walked as the reader finds them, wherever its strings seem to start.
 */
function mayHoldObjects(data: Buffer): boolean {
  let at = 0;
  // A loop, not a regex: a long run of whitespace or '%' would make a backtracking one slow.
  const number = (): boolean => {
    for (;;) {
      while (at < data.length && PDF_WHITESPACE.has(data[at]!)) at++;
      if (data[at] !== 0x25) break; // '%': a comment, to the end of the line
      while (at < data.length && data[at] !== 0x0a && data[at] !== 0x0d) at++;
    }
    if (data[at] === 0x2b || data[at] === 0x2d) at++; // '+' or '-'
    const start = at;
    while (at < data.length && ((data[at]! >= 0x30 && data[at]! <= 0x39) || data[at] === 0x2e)) at++;
    return at > start;
  };
  return number() && number();
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
 * Inflates every zlib stream with a bound (pdf-lib would without one), wherever its `stream` keyword stands,
 * and hands each to `visit`. 'unbounded' for a PDF that would inflate past the bound, has too many streams,
 * or names the LZW filter (raw or inside an inflated stream); else the first refusal `visit` gave, or null.
 */
function inflateStreams(
  bytes: Buffer,
  visit: (data: Buffer) => PdfRefusal | null,
): PdfRefusal | 'unbounded' | null {
  const text = bytes.toString('latin1');
  if (namesLzw(text)) return 'unbounded';
  let total = 0;
  let streams = 0;
  let refusal: PdfRefusal | null = null;
  for (let at = text.indexOf('stream'); at !== -1; at = text.indexOf('stream', at + 6)) {
    if (text.startsWith('end', at - 3)) continue;
    const start = at + 6 + (STREAM_EOLS.find((eol) => text.startsWith(eol, at + 6))?.length ?? 0);
    // zlib header: deflate method and valid check bits.
    if (start + 2 > bytes.length || (bytes[start]! & 0x0f) !== 8) continue;
    if (((bytes[start]! << 8) | bytes[start + 1]!) % 31 !== 0) continue;
    if (++streams > MAX_STREAMS) return 'unbounded';
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(start), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: STREAM_MAX_INFLATED_BYTES,
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') return 'unbounded';
      continue; // not zlib after all (e.g. image data that happens to match): pdf-lib will not inflate it either
    }
    total += inflated.length;
    if (total > TOTAL_MAX_INFLATED_BYTES || namesLzw(inflated.toString('latin1'))) return 'unbounded';
    refusal ??= visit(inflated);
  }
  return refusal;
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
