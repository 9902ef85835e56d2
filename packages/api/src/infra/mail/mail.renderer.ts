import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BRANCHES,
  type DateInput,
  formatCop,
  formatDateEs,
  formatDateTimeEs,
  PATHS,
  SITE,
} from '@inmo/contracts';
import Handlebars from 'handlebars';
import { type RenderedMail, TEMPLATE_NAME } from './mail.types';

/** src/infra/mail/templates, copied to dist by scripts/copy-assets.mjs. */
export const MAIL_TEMPLATES_DIR = path.join(__dirname, 'templates');

type Compiled = Handlebars.TemplateDelegate;

export interface LayoutData {
  readonly site: typeof SITE;
  readonly branches: readonly { nombre: string; telefono: string; telefonoTel: string }[];
  readonly policyUrl: string;
  readonly publicUrl: string;
  /** Absolute links to the site's pages without parameters, by their `PATHS` key (`layout.pages.simulator`). */
  readonly pages: Readonly<Record<StaticPage, string>>;
  readonly year: number;
  /** The mail's replies reach the person who wrote (its Reply-To): the footer says so instead of "no respondas". */
  readonly repliesReachSender: boolean;
}

/** The `PATHS` keys a mail can link to as they are (no `:param` to fill). */
export type StaticPage = {
  [K in keyof typeof PATHS]: (typeof PATHS)[K] extends `${string}:${string}` ? never : K;
}[keyof typeof PATHS];

export interface RenderOptions {
  /** The mail has a Reply-To (an internal mail answered to the visitor). */
  readonly replyTo?: boolean;
}

/**
 * Renders `<name>.hbs` (HTML) and `<name>.text.hbs` inside the Spanish layout. Handlebars escapes every
 * `{{value}}` in HTML; the text variant is compiled with noEscape.
 */
export class MailRenderer {
  private readonly hbs = Handlebars.create();
  private readonly cache = new Map<string, Promise<Compiled>>();

  constructor(
    private readonly publicUrl: string,
    private readonly templatesDir: string = MAIL_TEMPLATES_DIR,
  ) {
    registerMailHelpers(this.hbs);
  }

  async render(
    template: string,
    data: Record<string, unknown>,
    options: RenderOptions = {},
  ): Promise<RenderedMail> {
    if (!TEMPLATE_NAME.test(template)) throw new Error(`Invalid mail template name`);
    const context = { ...data, layout: this.layoutData(options) };
    const [htmlBody, textBody, htmlLayout, textLayout] = await Promise.all([
      this.compile(`${template}.hbs`, false),
      this.compile(`${template}.text.hbs`, true),
      this.compile('layout.hbs', false),
      this.compile('layout.text.hbs', true),
    ]);
    return {
      html: htmlLayout({ ...context, body: new Handlebars.SafeString(htmlBody(context)) }),
      text: textLayout({ ...context, body: textBody(context) }),
    };
  }

  layoutData(options: RenderOptions = {}): LayoutData {
    const base = this.publicUrl.replace(/\/+$/, '');
    return {
      site: SITE,
      branches: BRANCHES.map(({ nombre, telefono, telefonoTel }) => ({ nombre, telefono, telefonoTel })),
      policyUrl: `${base}${SITE.policyPath}`,
      publicUrl: base,
      pages: staticPageUrls(base),
      year: new Date().getFullYear(),
      repliesReachSender: options.replyTo === true,
    };
  }

  private compile(file: string, text: boolean): Promise<Compiled> {
    const key = `${text ? 'text' : 'html'}:${file}`;
    let compiled = this.cache.get(key);
    if (!compiled) {
      compiled = readFile(path.join(this.templatesDir, file), 'utf8').then((source) =>
        this.hbs.compile(source, { noEscape: text, strict: false }),
      );
      // A missing template must not stay cached as a rejection.
      compiled.catch(() => this.cache.delete(key));
      this.cache.set(key, compiled);
    }
    return compiled;
  }
}

function staticPageUrls(base: string): Record<StaticPage, string> {
  const urls: Partial<Record<StaticPage, string>> = {};
  for (const [key, page] of Object.entries(PATHS) as [keyof typeof PATHS, string][]) {
    if (!page.includes(':')) urls[key as StaticPage] = `${base}${page}`;
  }
  return urls as Record<StaticPage, string>;
}

/** `{{cop value}}` → '$ 1.500.000'; `{{fecha date}}` → '7 de abril de 2026'; `{{fechaHora date}}` adds the time. */
export function registerMailHelpers(hbs: typeof Handlebars): void {
  hbs.registerHelper('cop', (value: unknown) =>
    formatCop(typeof value === 'number' ? value : Number(value ?? 0)),
  );
  hbs.registerHelper('fecha', (value: DateInput) => formatDateEs(value));
  hbs.registerHelper('fechaHora', (value: DateInput) => formatDateTimeEs(value));
}
