import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

/**
 * The document as a reader opens it: from `startxref` through every cross-reference section (tables and
 * streams, /Prev and /XRefStm), each object parsed where its entry points and each compressed object taken
 * from the object stream its entry names. pdf-lib instead reads the file front to back and keeps the last
 * copy of an object, so a file can show it one object and a reader another.
 */
export interface ReaderView {
  /** Each object number as the newest section resolves it (for following references). */
  readonly context: PDFContext;
  /** Every object any section points at, older revisions included. */
  readonly objects: readonly PDFObject[];
  readonly root: PDFObject | undefined;
}

const WS = '[\\0\\t\\n\\f\\r ]';
/** `12 0 obj` as a token sequence (not inside a longer number or keyword). */
const HEADER = new RegExp(`(?<![0-9])(\\d+)${WS}+(\\d+)${WS}+obj(?![^\\0\\t\\n\\f\\r ()<>[\\]{}/%])`, 'g');
const MAX_SECTIONS = 64;
const MAX_ENTRIES = 200_000;

type Entry = { kind: 'offset'; offset: number; generation: number } | { kind: 'compressed'; stream: number };

interface Section {
  readonly offset: number;
  readonly trailer: PDFDict;
  /** In order; null marks a free entry. */
  readonly entries: Map<number, Entry | null>;
}

/** The reader's view of the file, or null when it has none a reader could trust (see `inspectPdf`). */
export async function readAsReader(bytes: Buffer): Promise<ReaderView | null> {
  const text = bytes.toString('latin1');
  const startxref = [...text.matchAll(new RegExp(`startxref${WS}+(\\d+)`, 'g'))].at(-1)?.[1];
  if (startxref === undefined) return null;
  const sections = readSections(bytes, text, Number(startxref));
  if (!sections) return null;

  const headers = new Map<number, number[]>();
  for (const match of text.matchAll(HEADER)) {
    const number = Number(match[1]);
    headers.set(number, [...(headers.get(number) ?? []), match.index]);
  }
  // A number defined twice in one revision: readers and pdf-lib may each take a different copy. An
  // incremental update redefines objects, but after the cross-reference section that ends the revision.
  const sectionOffsets = sections.map((section) => section.offset).sort((a, b) => a - b);
  const revisionOf = (at: number) => sectionOffsets.filter((offset) => offset < at).length;
  for (const positions of headers.values()) {
    const revisions = positions.map(revisionOf);
    if (new Set(revisions).size !== revisions.length) return null;
  }

  const context = PDFContext.create();
  const objects: PDFObject[] = [];
  const parsedAt = new Map<number, PDFObject>();
  const streamSpans: [number, number][] = [];
  // Each entry must point at the header of that very object.
  const header = new RegExp(`${WS}*(\\d+)${WS}+(\\d+)${WS}+obj`, 'y');
  for (const section of sections) {
    for (const [number, entry] of section.entries) {
      if (entry?.kind !== 'offset') continue;
      header.lastIndex = entry.offset;
      const match = header.exec(text);
      if (!match || Number(match[1]) !== number || Number(match[2]) !== entry.generation) return null;
      if (parsedAt.has(entry.offset)) continue;
      const object = parseAt(bytes, header.lastIndex, context);
      if (!object) return null;
      parsedAt.set(entry.offset, object);
      objects.push(object);
      if (object instanceof PDFRawStream) {
        const start = streamDataStart(bytes, text, header.lastIndex, object.contents);
        if (start === null) return null;
        streamSpans.push([start, start + object.contents.length]);
      }
    }
  }
  // An entry pointing inside another object's stream data: an object a front-to-back parser never sees.
  streamSpans.sort((a, b) => a[0] - b[0]);
  let reach = 0;
  let next = 0;
  for (const offset of [...parsedAt.keys()].sort((a, b) => a - b)) {
    while (next < streamSpans.length && streamSpans[next]![0] <= offset)
      reach = Math.max(reach, streamSpans[next++]![1]);
    if (offset < reach) return null;
  }

  // The newest entry of each number wins; the context answers references as a reader would.
  const effective = new Map<number, Entry | null>();
  for (const section of sections)
    for (const [number, entry] of section.entries) if (!effective.has(number)) effective.set(number, entry);
  for (const [number, entry] of effective) {
    const object = entry?.kind === 'offset' ? parsedAt.get(entry.offset) : undefined;
    if (entry?.kind === 'offset' && object) context.assign(PDFRef.of(number, entry.generation), object);
  }
  // Each object stream in a context of its own: the numbers inside one say nothing about another's.
  const objectStreams = new Map<number, PDFContext>();
  for (const section of sections) {
    for (const entry of section.entries.values()) {
      if (entry?.kind !== 'compressed' || objectStreams.has(entry.stream)) continue;
      const stream = context.lookup(PDFRef.of(entry.stream, 0));
      if (!(stream instanceof PDFRawStream)) return null;
      const inner = PDFContext.create();
      const dict = inner.obj({});
      for (const key of ['Filter', 'DecodeParms', 'N', 'First']) {
        const value = context.lookup(stream.dict.get(PDFName.of(key)));
        if (value) dict.set(PDFName.of(key), value);
      }
      try {
        await PDFObjectStreamParser.forStream(
          PDFRawStream.of(dict, stream.contents),
          () => false,
        ).parseIntoContext();
      } catch {
        return null;
      }
      objectStreams.set(entry.stream, inner);
      for (const [, object] of inner.enumerateIndirectObjects()) objects.push(object);
    }
  }
  for (const [number, entry] of effective) {
    const object =
      entry?.kind === 'compressed' && objectStreams.get(entry.stream)?.lookup(PDFRef.of(number, 0));
    if (object) context.assign(PDFRef.of(number, 0), object);
  }
  return { context, objects, root: sections[0]?.trailer.get(PDFName.of('Root')) };
}

/** The chain of cross-reference sections from `startxref`, newest first; null when one cannot be read. */
function readSections(bytes: Buffer, text: string, start: number): Section[] | null {
  const sections: Section[] = [];
  const pending = [start];
  let entries = 0;
  while (pending.length > 0) {
    const offset = pending.shift()!;
    if (sections.some((section) => section.offset === offset)) continue;
    if (sections.length >= MAX_SECTIONS) return null;
    const section = readTable(bytes, text, offset) ?? readStream(bytes, text, offset);
    if (!section) return null;
    entries += section.entries.size;
    if (entries > MAX_ENTRIES) return null;
    sections.push(section);
    for (const key of ['XRefStm', 'Prev']) {
      const next = section.trailer.get(PDFName.of(key));
      if (next instanceof PDFNumber) pending.push(next.asNumber());
    }
  }
  return sections;
}

/** A classic `xref` table and its trailer. */
function readTable(bytes: Buffer, text: string, offset: number): Section | null {
  const keyword = new RegExp(`${WS}*xref`, 'y');
  keyword.lastIndex = offset;
  if (!keyword.exec(text)) return null;
  const subsection = new RegExp(`${WS}*(\\d+)${WS}+(\\d+)`, 'y');
  const row = new RegExp(`${WS}*(\\d{10})${WS}+(\\d{5})${WS}+([nf])`, 'y');
  const entries = new Map<number, Entry | null>();
  let at = keyword.lastIndex;
  for (;;) {
    subsection.lastIndex = at;
    const range = subsection.exec(text);
    if (!range) break;
    at = subsection.lastIndex;
    const [first, count] = [Number(range[1]), Number(range[2])];
    if (count > MAX_ENTRIES) return null;
    for (let i = 0; i < count; i++) {
      row.lastIndex = at;
      const cells = row.exec(text);
      if (!cells) return null;
      at = row.lastIndex;
      const number = first + i;
      if (!entries.has(number))
        entries.set(
          number,
          cells[3] === 'n' && number > 0
            ? { kind: 'offset', offset: Number(cells[1]), generation: Number(cells[2]) }
            : null,
        );
    }
  }
  const trailer = new RegExp(`${WS}*trailer`, 'y');
  trailer.lastIndex = at;
  if (!trailer.exec(text)) return null;
  const dict = parseAt(bytes, trailer.lastIndex, PDFContext.create());
  return dict instanceof PDFDict ? { offset, trailer: dict, entries } : null;
}

/** A cross-reference stream (PDF 1.5): its dictionary is also the trailer. */
function readStream(bytes: Buffer, text: string, offset: number): Section | null {
  const header = new RegExp(`${WS}*\\d+${WS}+\\d+${WS}+obj`, 'y');
  header.lastIndex = offset;
  if (!header.exec(text)) return null;
  const stream = parseAt(bytes, header.lastIndex, PDFContext.create());
  if (!(stream instanceof PDFRawStream)) return null;
  const { dict } = stream;
  const widths = numbers(dict.get(PDFName.of('W')));
  const size = dict.get(PDFName.of('Size'));
  if (widths?.length !== 3 || !(size instanceof PDFNumber) || widths.some((w) => w < 0 || w > 8)) return null;
  const index = numbers(dict.get(PDFName.of('Index'))) ?? [0, size.asNumber()];
  let data: Uint8Array;
  try {
    data = unpredict(decodePDFRawStream(stream).decode(), dict.get(PDFName.of('DecodeParms')));
  } catch {
    return null;
  }
  const rowLength = widths[0]! + widths[1]! + widths[2]!;
  const field = (at: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + data[at + i]!;
    return value;
  };
  const entries = new Map<number, Entry | null>();
  let at = 0;
  for (let i = 0; i + 1 < index.length; i += 2) {
    const [first, count] = [index[i]!, index[i + 1]!];
    if (count > MAX_ENTRIES) return null;
    for (let n = 0; n < count; n++, at += rowLength) {
      if (at + rowLength > data.length) return null;
      const type = widths[0] === 0 ? 1 : field(at, widths[0]!);
      const second = field(at + widths[0]!, widths[1]!);
      const third = field(at + widths[0]! + widths[1]!, widths[2]!);
      const number = first + n;
      if (entries.has(number)) continue;
      if (type === 1 && number > 0)
        entries.set(number, { kind: 'offset', offset: second, generation: third });
      else if (type === 2) entries.set(number, { kind: 'compressed', stream: second });
      else entries.set(number, null);
    }
  }
  return { offset, trailer: dict, entries };
}

/** Undoes a PNG predictor (what writers put on cross-reference streams); TIFF's is refused. */
function unpredict(data: Uint8Array, parms: PDFObject | undefined): Uint8Array {
  if (!(parms instanceof PDFDict)) return data;
  const predictor = parms.get(PDFName.of('Predictor'));
  const value = predictor instanceof PDFNumber ? predictor.asNumber() : 1;
  if (value === 1) return data;
  if (value < 10) throw new Error('TIFF predictor');
  const columnsValue = parms.get(PDFName.of('Columns'));
  const columns = columnsValue instanceof PDFNumber ? columnsValue.asNumber() : 1;
  const rows = Math.floor(data.length / (columns + 1));
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * (columns + 1)]!;
    for (let c = 0; c < columns; c++) {
      const raw = data[r * (columns + 1) + 1 + c]!;
      const left = c > 0 ? out[r * columns + c - 1]! : 0;
      const up = r > 0 ? out[(r - 1) * columns + c]! : 0;
      const upLeft = r > 0 && c > 0 ? out[(r - 1) * columns + c - 1]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, filter === 4 ? paeth() : 0][filter];
      if (predicted === undefined) throw new Error('bad PNG row filter');
      out[r * columns + c] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

function numbers(object: PDFObject | undefined): number[] | undefined {
  if (!(object instanceof PDFArray)) return undefined;
  const values = object.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  return values.every(Number.isInteger) ? values : undefined;
}

/** One object parsed at `offset` (after its `n g obj`), or undefined when it does not parse. */
export function parseAt(bytes: Buffer, offset: number, context: PDFContext): PDFObject | undefined {
  try {
    return PDFObjectParser.forBytes(bytes.subarray(offset), context).parseObject();
  } catch {
    return undefined;
  }
}

/** Where a parsed stream's data starts in the file: the first `stream` keyword after its header followed by it. */
function streamDataStart(bytes: Buffer, text: string, from: number, contents: Uint8Array): number | null {
  const keyword = /stream(?: \r\n|\r\n|\r|\n)?/g;
  keyword.lastIndex = from;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    if (bytes.subarray(start, start + contents.length).equals(contents)) return start;
  }
  return null;
}
