import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';

const run = promisify(execFile);

/** A real JPEG drawn by the browser's canvas (the upload rules check magic bytes). */
export async function browserJpeg(page: Page, color: string, label: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ color, label }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 360;
      const g = canvas.getContext('2d')!;
      g.fillStyle = color;
      g.fillRect(0, 0, 480, 360);
      g.fillStyle = '#ffffff';
      g.font = 'bold 40px sans-serif';
      g.fillText(label, 30, 190);
      return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
    },
    { color, label },
  );
  return Buffer.from(base64, 'base64');
}

/** Picks `option` in the select labelled `label` (the forms' selects are the browser's own). */
export async function selectOption(scope: Page | Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).selectOption({ label: option });
}

/**
 * ALTCHA: tick the box and let the browser solve the proof of work. On a loaded machine the widget can
 * report a failed attempt; a visitor would tick it again, so the test does too (at most three times).
 */
export async function solveCaptcha(scope: Page | Locator) {
  const box = scope.getByRole('checkbox', { name: /No soy un robot|verificad/i });
  for (let attempt = 1; ; attempt += 1) {
    await scope.getByText('No soy un robot').click();
    try {
      await expect(box).toBeChecked({ timeout: 20_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Text of a PDF (poppler's pdftotext). */
export async function pdfText(file: string): Promise<string> {
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

/** Renders every page of a PDF to PNG (poppler's pdftoppm); returns the PNG paths. */
export async function pdfToPngs(file: string, prefix: string): Promise<string[]> {
  await run('pdftoppm', ['-png', '-r', '60', file, prefix]);
  const dir = path.dirname(prefix);
  const base = path.basename(prefix);
  return (await readdir(dir))
    .filter((n) => n.startsWith(base) && n.endsWith('.png'))
    .map((n) => path.join(dir, n));
}

/** Mails the app wrote (embedded: DATA_DIR/mail .eml; full stack: what the SMTP peer stored). */
export async function sentMails(): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const found: string[] = [];
  for (const dir of [path.join(dataDir, 'mail'), path.join(dataDir, 'smtp')]) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) found.push(await readFile(path.join(dir, name), 'utf8'));
  }
  return found;
}

/**
 * Chromium's own drag from the desktop: each file written to `dir`, dragged onto the middle of `target` and dropped
 * there, one drop after another.
 */
export async function dropEachFile(
  target: Locator,
  files: readonly { name: string; buffer: Buffer }[],
  dir: string,
): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the drop target has no box');
  const cdp = await target.page().context().newCDPSession(target.page());
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await mkdir(dir, { recursive: true });
  for (const { name, buffer } of files) {
    const file = path.join(dir, name);
    await writeFile(file, buffer);
    const data = { items: [], files: [file], dragOperationsMask: 1 };
    for (const type of ['dragEnter', 'dragOver', 'drop'] as const) {
      await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
    }
  }
  await cdp.detach();
}
