import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { locateChromium } from '../src/infra/pdf/chromium.locator';

/**
 * PDFs as real writers make them, for the tests that must keep accepting them: Chromium's print to PDF
 * (what a visitor's "Guardar como PDF" gives), the same re-written by cairo (poppler's pdftocairo, the
 * engine of many Linux tools), a scanner's (one JPEG per page) and pdf-lib's (object streams).
 */
const CV_HTML = `<!doctype html><html lang="es"><meta charset="utf-8"><body style="font-family:sans-serif">
<h1>Hoja de vida: Ana María Pérez</h1><p>Experiencia en Node/JavaScript y atención al cliente.</p>
<p><a href="https://www.linkedin.com/in/ana">LinkedIn</a> · ana@example.com</p>
<img alt="" width="120" height="60" src="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='120' height='60'><rect width='120' height='60' fill='%231f5fa8'/></svg>">
</body></html>`;

export async function chromiumPdf(): Promise<Buffer> {
  const executablePath = locateChromium(process.env.CHROMIUM_PATH).path;
  if (!executablePath) throw new Error('Chromium is needed for this test (CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent(CV_HTML);
    return await page.pdf({ format: 'A4', printBackground: true });
  } finally {
    await browser.close();
  }
}

/** Chromium's PDF re-written by cairo (`pdftocairo -pdf`, poppler-utils, installed by scripts/ensure-tools.sh). */
export async function cairoPdf(source: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inmo-cairo-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), source);
    await promisify(execFile)('pdftocairo', ['-pdf', path.join(dir, 'in.pdf'), path.join(dir, 'out.pdf')]);
    return await readFile(path.join(dir, 'out.pdf'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What a scanner writes: each page one JPEG, nothing else. */
export async function scannerPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (const shade of ['#f4f1ea', '#eeeeee']) {
    const jpeg = await sharp({ create: { width: 620, height: 877, channels: 3, background: shade } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const image = await document.embedJpg(jpeg);
    document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** pdf-lib's own output: text, a link, object streams and a cross-reference stream. */
export async function pdfLibPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Carta de presentación', { x: 50, y: 700, font, size: 18 });
  document.setTitle('Carta');
  return Buffer.from(await document.save({ useObjectStreams: true }));
}
