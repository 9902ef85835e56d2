import Handlebars from 'handlebars';
import { MailRenderer, registerMailHelpers } from './mail.renderer';
import { stripLineBreaks } from './mail.types';

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

  it('refuses template names that could be paths', async () => {
    await expect(renderer.render('../layout', {})).rejects.toThrow('Invalid mail template name');
  });
});

describe('stripLineBreaks', () => {
  it('removes CR and LF from header values', () => {
    expect(stripLineBreaks('Hola\r\nBcc: evil@example.com')).toBe('Hola Bcc: evil@example.com');
    expect(stripLineBreaks('a\nb\rc')).toBe('a b c');
  });
});
