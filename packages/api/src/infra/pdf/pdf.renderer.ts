import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE } from '@inmo/contracts';
import Handlebars from 'handlebars';
import { registerMailHelpers } from '../mail/mail.renderer';

/** src/infra/pdf/templates, copied to dist by scripts/copy-assets.mjs. */
export const PDF_TEMPLATES_DIR = path.join(__dirname, 'templates');
export const PDF_TEMPLATE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Server-owned Handlebars templates (`<name>.hbs`) inside `layout.hbs`. Every `{{value}}` is escaped;
 * images must come as data: URIs in the data (the page may not fetch anything).
 */
export class PdfRenderer {
  private readonly hbs = Handlebars.create();
  private readonly cache = new Map<string, Promise<Handlebars.TemplateDelegate>>();

  constructor(private readonly templatesDir: string = PDF_TEMPLATES_DIR) {
    registerMailHelpers(this.hbs);
  }

  async render(template: string, data: Record<string, unknown>): Promise<string> {
    if (!PDF_TEMPLATE_NAME.test(template) || template === 'layout')
      throw new Error('Invalid PDF template name');
    const [body, layout] = await Promise.all([this.compile(template), this.compile('layout')]);
    const context = { ...data, site: SITE, generatedAt: new Date() };
    return layout({ ...context, body: new Handlebars.SafeString(body(context)) });
  }

  private compile(name: string): Promise<Handlebars.TemplateDelegate> {
    let compiled = this.cache.get(name);
    if (!compiled) {
      compiled = readFile(path.join(this.templatesDir, `${name}.hbs`), 'utf8').then((source) =>
        this.hbs.compile(source, { strict: false }),
      );
      compiled.catch(() => this.cache.delete(name));
      this.cache.set(name, compiled);
    }
    return compiled;
  }
}

/** `data:` URI of an image to embed in a PDF template (the page cannot load URLs). */
export function imageDataUri(
  bytes: Buffer,
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/svg+xml',
): string {
  return `data:${mime};base64,${bytes.toString('base64')}`;
}
