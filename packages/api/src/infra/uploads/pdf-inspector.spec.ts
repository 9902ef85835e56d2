import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fx from '#test/upload-fixtures';
import * as real from '#test/real-pdfs';
import { checkContent, sniffFile } from './file-sniffer';
import { inspectPdf, type PdfRefusal } from './pdf-inspector';

/** poppler's view of the same bytes: the test's variants really carry a script a reader would find. */
function popplerJavaScript(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inmo-pdfinfo-'));
  try {
    writeFileSync(path.join(dir, 'x.pdf'), bytes);
    return execFileSync('pdfinfo', ['-js', path.join(dir, 'x.pdf')], { encoding: 'latin1' });
  } catch {
    return '';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('inspectPdf: the bypasses found by the security test', () => {
  it.each([
    ['a comment between /Type and /ObjStm', fx.pdfObjStmTypeComment],
    ['/Type /ObjStm more than 4 KB before stream', fx.pdfObjStmTypeFarFromStream],
    ['an indirect /Filter (defined before the stream)', () => fx.pdfObjStmIndirectFilter(false)],
    ['a comment between /Filter and /FlateDecode', fx.pdfObjStmFilterComment],
  ])('finds the document-level JavaScript behind %s', async (_label, make) => {
    const bytes = make();
    expect(popplerJavaScript(bytes)).toContain('app.alert(1)');
    await expect(inspectPdf(bytes)).resolves.toBe('javascript');
    await expect(sniffFile(bytes)).resolves.toBeNull();
  });

  it('refuses an indirect /Filter defined after its stream (poppler runs it; pdf-lib cannot place it)', async () => {
    const bytes = fx.pdfObjStmIndirectFilter(true);
    expect(popplerJavaScript(bytes)).toContain('app.alert(1)');
    await expect(sniffFile(bytes)).resolves.toBeNull();
  });

  it.each<[string, () => Buffer, PdfRefusal]>([
    ['an /OpenAction to a URI', fx.pdfOpenActionUri, 'automatic-action'],
    ['an /OpenAction /GoToR to a UNC path', fx.pdfOpenActionGoToRUnc, 'automatic-action'],
    ["a page's /AA opening a URI", fx.pdfPageAutoActionUri, 'automatic-action'],
    ['a /Launch behind a GoTo open action', fx.pdfOpenActionChainLaunch, 'launch'],
    ['an embedded file', fx.pdfWithEmbeddedFile, 'embedded-file'],
    ['a file attachment annotation', fx.pdfWithFileAttachmentAnnotation, 'embedded-file'],
    ['rich media', fx.pdfWithRichMedia, 'rich-media'],
    ['an encrypted file', fx.pdfEncrypted, 'encrypted'],
    ['a file the parser cannot read', fx.pdfUnreadable, 'unreadable'],
    ['an object stream that inflates to 100 MB', fx.pdfObjStmBomb, 'unreadable'],
    ['JavaScript in a plain object', fx.pdfWithJavaScript, 'javascript'],
    ['JavaScript spelled in #xx escapes', fx.pdfWithEscapedJavaScript, 'javascript'],
    ['JavaScript in a compressed object stream', fx.pdfWithJavaScriptInObjectStream, 'javascript'],
  ])('refuses %s', async (_label, make, reason) => {
    const bytes = make();
    await expect(inspectPdf(bytes)).resolves.toBe(reason);
    await expect(sniffFile(bytes)).resolves.toBeNull();
  });

  it.each([
    ['a clickable link to a web page', fx.pdfWithLinkAnnotation],
    ['an open action that jumps to the first page', fx.pdfOpenActionGoTo],
    ['a page that mentions "/JavaScript" in its text', fx.pdfWithObjectStreams],
    ['the minimal hand-written PDF', fx.pdf],
  ])('accepts %s', async (_label, make) => {
    await expect(inspectPdf(make())).resolves.toBeNull();
  });
});

describe('inspectPdf: what pdf-lib reads is not what a reader runs (issue 47)', () => {
  const URI_CATALOG = '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>';

  it.each<[string, () => Buffer, PdfRefusal]>([
    [
      'object 5 defined twice, the xref at the JavaScript copy',
      () => fx.pdfObjectDefinedTwice(),
      'javascript',
    ],
    ["the JavaScript object inside another stream's data", () => fx.pdfObjectHiddenInStream(), 'javascript'],
    [
      'object 7 in two object streams, the xref stream at the compressed /JS',
      () => fx.pdfObjectStreamsDefiningTwice(),
      'javascript',
    ],
    [
      'an incremental update opening JavaScript hidden in its stream, names #xx-escaped',
      fx.pdfIncrementalUpdateOpeningJavaScript,
      'javascript',
    ],
  ])('refuses %s (poppler runs it, pdf-lib keeps a harmless object)', async (_label, make, reason) => {
    const bytes = make();
    expect(popplerJavaScript(bytes)).toContain('app.alert(1)');
    await expect(inspectPdf(bytes)).resolves.toBe(reason);
    await expect(sniffFile(bytes)).resolves.toBeNull();
  });

  it('refuses an object stream whose object starts inside what looks like a string (read as a reader reads it)', async () => {
    await expect(inspectPdf(fx.pdfObjectStreamsDefiningTwice(true))).resolves.toBe('javascript');
  });

  it.each<[string, () => Buffer]>([
    [
      'object 5 defined twice, the xref at a copy opening a web page',
      () => fx.pdfObjectDefinedTwice(fx.URI_ACTION, URI_CATALOG),
    ],
    [
      "an xref entry into another stream's data (a web page opened)",
      () => fx.pdfObjectHiddenInStream(fx.URI_ACTION, URI_CATALOG),
    ],
    ['an xref entry that misses its object', fx.pdfXrefOffTarget],
  ])('refuses %s, no active name needed', async (_label, make) => {
    await expect(inspectPdf(make())).resolves.toBe('malformed');
    await expect(sniffFile(make())).resolves.toBeNull();
  });

  it.each([
    [
      'an incremental update that sets the title (objects redefined in a later revision)',
      fx.pdfIncrementalUpdateSettingTitle,
    ],
    ['a PNG-predicted cross-reference stream (qpdf, Ghostscript, Acrobat)', fx.pdfWithPredictedXrefStream],
  ])('accepts %s', async (_label, make) => {
    await expect(inspectPdf(make())).resolves.toBeNull();
  });
});

describe('inspectPdf: real PDFs still pass', () => {
  let chromiumPdf: Buffer;
  beforeAll(async () => {
    chromiumPdf = await real.chromiumPdf();
  }, 60_000);

  it("accepts Chromium's print to PDF (with a link)", async () => {
    await expect(inspectPdf(chromiumPdf)).resolves.toBeNull();
    await expect(sniffFile(chromiumPdf)).resolves.toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it('accepts the same document written by cairo (pdftocairo)', async () => {
    await expect(inspectPdf(await real.cairoPdf(chromiumPdf))).resolves.toBeNull();
  });

  it("accepts a scanner's PDF (one JPEG per page)", async () => {
    await expect(inspectPdf(await real.scannerPdf())).resolves.toBeNull();
  });

  it("accepts pdf-lib's PDF (object streams, cross-reference stream)", async () => {
    await expect(inspectPdf(await real.pdfLibPdf())).resolves.toBeNull();
  });
});

describe('Word files', () => {
  it('refuses a .doc with a Macros/VBA storage, saying why', async () => {
    await expect(checkContent({ mime: 'application/msword', ext: 'doc' }, fx.docWithMacros())).resolves.toBe(
      'macros',
    );
    await expect(sniffFile(fx.docWithMacros())).resolves.toBeNull();
  });

  it('refuses a .docx carrying a VBA project', async () => {
    await expect(sniffFile(fx.docxWithMacros())).resolves.toBeNull();
  });

  it('still accepts a .doc and a .docx without macros', async () => {
    await expect(sniffFile(fx.doc())).resolves.toEqual({ mime: 'application/msword', ext: 'doc' });
    await expect(sniffFile(fx.docx())).resolves.toMatchObject({ ext: 'docx' });
  });
});
