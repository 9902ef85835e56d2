import { Logger } from '@nestjs/common';
import { type Browser, chromium } from 'playwright-core';

/** Flags for a headless renderer that must not talk to anything. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
] as const;

export const PAGE_TIMEOUT_MS = 20_000;

/** PDF page options every template shares: A4 with backgrounds (the agency colours). */
const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  margin: { top: '14mm', bottom: '16mm', left: '12mm', right: '12mm' },
} as const;

/**
 * One Chromium per process, launched on first use and relaunched after a crash; a fresh context per
 * document with JavaScript off and every request aborted (the HTML arrives through setContent).
 */
export class ChromiumBrowser {
  private readonly logger = new Logger('Chromium');
  private browser: Promise<Browser> | undefined;
  private closed = false;

  constructor(private readonly executablePath: string) {}

  async htmlToPdf(html: string): Promise<Buffer> {
    try {
      return await this.render(await this.launch(), html);
    } catch (error) {
      // A browser that died between documents is relaunched once for this one.
      const current = await this.browser?.catch(() => undefined);
      if (current?.isConnected() !== false) throw error;
      this.browser = undefined;
      return this.render(await this.launch(), html);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('The PDF renderer is shut down'));
    if (!this.browser) {
      const launching = chromium
        .launch({ executablePath: this.executablePath, headless: true, args: [...CHROMIUM_ARGS] })
        .then((browser) => {
          browser.on('disconnected', () => {
            if (this.browser === launching) this.browser = undefined;
            if (!this.closed) this.logger.warn('Chromium disconnected; it is relaunched for the next PDF');
          });
          return browser;
        });
      launching.catch(() => {
        if (this.browser === launching) this.browser = undefined;
      });
      this.browser = launching;
    }
    return this.browser;
  }

  private async render(browser: Browser, html: string): Promise<Buffer> {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      offline: true,
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(PAGE_TIMEOUT_MS);
      // setContent writes the document without a request; anything the document asks for is refused.
      await page.route('**/*', (route) => route.abort('blockedbyclient'));
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf(PDF_OPTIONS);
    } finally {
      await context.close().catch(() => undefined);
    }
  }
}
