import * as fx from '#test/upload-fixtures';
import { sniffFile } from './file-sniffer';

describe('sniffFile', () => {
  it.each([
    ['JPEG', fx.jpeg, { mime: 'image/jpeg', ext: 'jpg' }],
    ['PDF', () => Promise.resolve(fx.pdf()), { mime: 'application/pdf', ext: 'pdf' }],
    ['Word 97 (.doc)', () => Promise.resolve(fx.doc()), { mime: 'application/msword', ext: 'doc' }],
    [
      'Word (.docx)',
      () => Promise.resolve(fx.docx()),
      { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
    ],
    ['MP4', () => Promise.resolve(fx.mp4()), { mime: 'video/mp4', ext: 'mp4' }],
    [
      'PDF 1.5 with object streams and "/JavaScript" in its page text',
      () => Promise.resolve(fx.pdfWithObjectStreams()),
      { mime: 'application/pdf', ext: 'pdf' },
    ],
  ])('recognises a real %s by its bytes', async (_label, make, expected) => {
    await expect(sniffFile(await make())).resolves.toEqual(expected);
  });

  it.each([
    ['an HTML page', () => Promise.resolve(fx.html())],
    ['an ELF executable', () => Promise.resolve(fx.elf())],
    ['a Windows PE executable', () => Promise.resolve(fx.exe())],
    ['a PNG (not on the list)', fx.png],
    ['a plain zip', () => Promise.resolve(fx.plainZip())],
    ['an Excel compound file', () => Promise.resolve(fx.xlsCfb())],
    ['a PDF that is also an HTML page', () => Promise.resolve(fx.pdfHtmlPolyglot())],
    ['a PDF with JavaScript', () => Promise.resolve(fx.pdfWithJavaScript())],
    ['a PDF with JavaScript spelled in #xx escapes', () => Promise.resolve(fx.pdfWithEscapedJavaScript())],
    [
      'a PDF with JavaScript in a compressed object stream',
      () => Promise.resolve(fx.pdfWithJavaScriptInObjectStream()),
    ],
    [
      'a PDF whose object stream is behind a filter we do not decode',
      () => Promise.resolve(fx.pdfWithObjectStreamUnderTwoFilters()),
    ],
    ['a JPEG with a script in its header', fx.jpegWithMarkupComment],
    ['random text', () => Promise.resolve(Buffer.from('hola, esto no es un archivo'))],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0))],
  ])('refuses %s', async (_label, make) => {
    await expect(sniffFile(await make())).resolves.toBeNull();
  });
});
