import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PATHS } from '@inmo/contracts';
import Handlebars from 'handlebars';
import { MAIL_TEMPLATES_DIR, MailRenderer, registerMailHelpers } from './mail.renderer';
import { headerValue } from './mail.types';

describe('MailRenderer', () => {
  const renderer = new MailRenderer('https://www.inmobiliaria.example/');

  it('renders the template inside the Spanish layout, escaping data in HTML', async () => {
    const { html, text } = await renderer.render('notificacion', {
      titulo: 'Recibimos tu solicitud',
      saludo: 'Hola <b>ANA</b>',
      campos: [{ etiqueta: 'Canon', valor: 1500000 }],
      parrafos: ['Gracias por escribirnos.'],
    });
    expect(html).toMatch(/<html lang=["']es["']>/);
    expect(html).toContain('Recibimos tu solicitud');
    expect(html).toContain('Hola &lt;b&gt;ANA&lt;/b&gt;');
    expect(html).not.toContain('<b>ANA</b>');
    expect(html).toContain('https://www.inmobiliaria.example/politica-de-datos/');
    expect(html).toMatch(/\+57 \(604\)/);
    expect(text).toContain('Hola <b>ANA</b>');
    expect(text).toContain('Nuestras sedes:');
    expect(text).toMatch(/- LAURELES: \+57 /);
    expect(text).not.toContain('<table');
  });

  it('offers the cop, fecha and fechaHora helpers', async () => {
    const { text } = await renderer.render('notificacion', {
      titulo: 't',
      campos: [{ etiqueta: 'Valor', valor: '{{cop 1500000}}' }],
    });
    // Data is never compiled as a template.
    expect(text).toContain('Valor: {{cop 1500000}}');

    const hbs = Handlebars.create();
    registerMailHelpers(hbs);
    const out = hbs.compile('{{cop a}}|{{cop b}}|{{fecha d}}|{{fechaHora d}}')({
      a: 1500000,
      b: null,
      d: '2026-04-07T20:05:00Z',
    });
    expect(out.replace(/\u00a0/g, ' ')).toBe(
      '$ 1.500.000|$ 0|7 de abril de 2026|7 de abril de 2026, 3:05 p. m.',
    );
  });

  it('says not to reply, unless replies reach the person who wrote (a Reply-To); no body says otherwise', async () => {
    const data = { titulo: 't' };
    const plain = await renderer.render('notificacion', data);
    const answered = await renderer.render('notificacion', data, { replyTo: true });
    for (const out of [plain.html, plain.text]) {
      expect(out).toContain('por favor no respondas a este correo');
      expect(out).not.toContain('Responder a este correo');
    }
    for (const out of [answered.html, answered.text]) {
      expect(out).toContain('Responder a este correo le escribe directamente a la persona');
      expect(out).not.toContain('no respondas');
    }
  });

  // A date ends in 'a. m.' / 'p. m.': a sentence ending right after it read 'a. m.. Adjuntamos'.
  it.each(
    readdirSync(MAIL_TEMPLATES_DIR)
      .filter((f) => f.endsWith('.text.hbs') && !f.startsWith('layout'))
      .map((f) => f.replace('.text.hbs', '')),
  )('%s: no date is followed by a second period, and no line says to reply', async (template) => {
    const when = '2026-04-07T14:05:00Z';
    const data = { receivedAt: when, registerDate: when, createdAt: when, withPdf: true, fullname: 'ANA' };
    for (const out of Object.values(await renderer.render(template, data))) {
      expect(out).not.toMatch(/m\.\./);
    }
    const { html, text } = await renderer.render(template, data, { replyTo: true });
    expect(`${html}${text}`).not.toContain('no respondas');
  });

  it("links the promotion mail's 'Simula tu renta' to the rent simulator's page path", async () => {
    const { html, text } = await renderer.render('promocion-confirmacion', { fullname: 'ANA' });
    const href = /<a href="([^"]+)"[^>]*>Simula tu renta<\/a>/.exec(html)?.[1];
    expect(href).toBe(`https://www.inmobiliaria.example${PATHS.simulator}`);
    expect(text).toContain(`Simula tu renta: https://www.inmobiliaria.example${PATHS.simulator}`);
    expect(Object.values(PATHS)).toContain(new URL(href ?? '').pathname);
  });

  // A misspelt key would render an empty link (Handlebars is not strict): every page a template names is one.
  it.each(readdirSync(MAIL_TEMPLATES_DIR).filter((f) => f.endsWith('.hbs')))(
    '%s links only to pages of PATHS, never to a hand-written path',
    (file) => {
      const source = readFileSync(path.join(MAIL_TEMPLATES_DIR, file), 'utf8');
      const pages = renderer.layoutData().pages as Record<string, string>;
      for (const [, key = ''] of source.matchAll(/layout\.pages\.(\w+)/g)) {
        expect(pages[key]).toMatch(/^https:\/\/www\.inmobiliaria\.example\//);
      }
      expect(source).not.toMatch(/layout\.publicUrl\}\}\//);
    },
  );

  it('refuses template names that could be paths', async () => {
    await expect(renderer.render('../layout', {})).rejects.toThrow('Invalid mail template name');
  });
});

describe('headerValue', () => {
  it('removes CR and LF from header values', () => {
    expect(headerValue('Hola\r\nBcc: evil@example.com')).toBe('Hola Bcc: evil@example.com');
    expect(headerValue('a\nb\rc')).toBe('a b c');
  });

  it('removes bidi and invisible format characters (issue 47)', () => {
    expect(headerValue('HV_\u202Excod.pdf')).toBe('HV_xcod.pdf');
    expect(headerValue('Mantenimiento\u2066 43-20\u2069\u200B')).toBe('Mantenimiento 43-20');
  });
});
