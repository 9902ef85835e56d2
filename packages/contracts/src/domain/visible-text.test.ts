import { describe, expect, it } from 'vitest';
import { withoutFormatCharacters } from './visible-text';

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
