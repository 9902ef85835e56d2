import { describe, expect, it } from 'vitest';
import { LINK_PLACEHOLDER as L, withoutFormatCharacters, withoutLinks } from './visible-text';

describe('withoutFormatCharacters', () => {
  it('removes bidi controls, so a name cannot be shown reversed (issue 47)', () => {
    expect(withoutFormatCharacters('HV_\u202Excod.pdf')).toBe('HV_xcod.pdf');
    const isolates = '\u2066\u2067\u2068\u2069';
    const embeddings = '\u202A\u202B\u202C\u202D';
    const marks = '\u200E\u200F\u061C';
    expect(withoutFormatCharacters(`# 43${isolates}-20${embeddings}${marks}`)).toBe('# 43-20');
  });

  it('removes invisible format characters: zero-width, BOM, soft hyphen, tags', () => {
    expect(withoutFormatCharacters('An\u200Ba\u200C \u200DMar\u00ADía\uFEFF\u2060')).toBe('Ana María');
    expect(withoutFormatCharacters('x\u{E0041}\u{E007F}y')).toBe('xy');
  });

  it('keeps every visible character, accents, other scripts and line breaks', () => {
    const text = 'José Núñez – Calle 43 # 20-15, apto 301\nمرحبا 你好 👋🏽 ñ';
    expect(withoutFormatCharacters(text)).toBe(text);
  });
});

describe('withoutLinks', () => {
  it('replaces what a mail client would link: URLs, www, bare domains with paths, e-mail addresses', () => {
    expect(withoutLinks('GANASTE 1.000.000 COP. RECLAMA EN HTTPS://PHISH.EXAMPLE/premio?x=1 YA')).toBe(
      `GANASTE 1.000.000 COP. RECLAMA EN ${L} YA`,
    );
    expect(withoutLinks('entra a www.phish.example o phish.example/login, o bit.ly/x')).toBe(
      `entra a ${L} o ${L}, o ${L}`,
    );
    expect(withoutLinks('escribe a premios@phish.example.')).toBe(`escribe a ${L}.`);
    expect(withoutLinks('javascript://x y ftp://h/f')).toBe(`${L} y ${L}`);
  });

  it('keeps file names, but not a domain inside one', () => {
    expect(withoutLinks('cocina.jpg, HV_Ana.docx, acta.2026.pdf')).toBe(
      'cocina.jpg, HV_Ana.docx, acta.2026.pdf',
    );
    expect(withoutLinks('premio phish.example.jpg')).toBe(`premio ${L}.jpg`);
  });

  it('keeps what is no link: money, addresses, dates, accents', () => {
    const text =
      'Gotera en la cocina desde el 12.05.2026; Calle 10 # 43-20, apto 301. Pagué $ 1.200.000 a José.';
    expect(withoutLinks(text)).toBe(text);
  });
});
