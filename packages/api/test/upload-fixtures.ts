import { deflateSync } from 'node:zlib';
import * as CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
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
