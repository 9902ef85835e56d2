import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ChromiumBrowser } from './chromium.browser';
import { locateChromium } from './chromium.locator';
import { PdfRenderer } from './pdf.renderer';

const run = promisify(execFile);

/** Text and page count of a PDF, read by poppler (pdftotext, pdfinfo). */
async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inmo-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    const { stdout: info } = await run('pdfinfo', [file]);
    return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('PDF rendering with the system Chromium', () => {
  const chromium = locateChromium(process.env.CHROMIUM_PATH);
  let browser: ChromiumBrowser;
  const renderer = new PdfRenderer();
  let server: Server;
  let hits: string[];
  let origin: string;

  beforeAll(async () => {
    if (!chromium.path) throw new Error(`These tests need Chromium: ${chromium.reason}`);
    browser = new ChromiumBrowser(chromium.path);
    hits = [];
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('renders the summary template to an A4 PDF with the data escaped', async () => {
    const html = await renderer.render('resumen', {
      title: 'Resumen de tu solicitud',
      subtitle: 'Radicado ABC123',
      rows: [
        { label: 'Nombres y Apellidos', value: 'MARÍA <b>LÓPEZ</b>' },
        { label: 'Número de Contacto', value: '3001234567' },
      ],
      noImagesText: 'No hay imágenes disponibles',
    });
    expect(html).toContain('MARÍA &lt;b&gt;LÓPEZ&lt;/b&gt;');
    const pdf = await browser.htmlToPdf(html);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('RESUMEN DE TU SOLICITUD');
    expect(text).toContain('MARÍA <b>LÓPEZ</b>');
    expect(text).toContain('No hay imágenes disponibles');
    expect(text).toContain('Alameda Inmobiliaria');
    expect(text).toContain('+57');
  });

  it('renders a document that asks for remote and file:// resources without fetching any', async () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="${origin}/style.css">
      <style>@import url("${origin}/import.css"); body { background: url("${origin}/bg.png"); }
        @font-face { font-family: X; src: url("${origin}/font.woff2"); } p { font-family: X; }</style>
      <script src="${origin}/script.js"></script>
      <script>document.write('<p>JS-RAN</p>'); fetch('${origin}/fetch');</script>
      </head><body>
      <p>Documento visible</p>
      <img src="${origin}/img.png"><img src="file:///etc/passwd">
      <iframe src="file:///etc/passwd" width="600" height="300"></iframe>
      <iframe src="${origin}/frame.html"></iframe>
      <object data="file:///etc/passwd" type="text/plain" width="600" height="300"></object>
      <embed src="file:///etc/hostname" type="text/plain">
      <video src="${origin}/video.mp4" poster="${origin}/poster.png"></video>
      </body></html>`;
    const pdf = await browser.htmlToPdf(html);
    const { text } = await readPdf(pdf);
    expect(text).toContain('Documento visible');
    expect(text).not.toContain('JS-RAN');
    expect(text).not.toMatch(/root:.*:0:0:/);
    expect(hits).toEqual([]);
  });

  it('relaunches Chromium when the browser died between documents', async () => {
    const html = await renderer.render('resumen', { title: 'Uno', rows: [] });
    await browser.htmlToPdf(html);
    // Kill the browser process as a crash would.
    const internal = browser as unknown as { browser: Promise<import('playwright-core').Browser> };
    const running = await internal.browser;
    await running.close();
    const pdf = await browser.htmlToPdf(await renderer.render('resumen', { title: 'Dos', rows: [] }));
    expect((await readPdf(pdf)).text).toContain('DOS');
  });
});
