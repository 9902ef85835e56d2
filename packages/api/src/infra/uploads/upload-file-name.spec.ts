import { displayName } from './upload-file-name';

describe('displayName', () => {
  it('drops bidi controls and invisible format characters (issue 47)', () => {
    expect(displayName('HV_\u202Excod.pdf')).toBe('HV_xcod.pdf');
    expect(displayName('factura\u2067 43-20\u2069\u200B.pdf')).toBe('factura 43-20.pdf');
    expect(displayName('\u202E\u200F')).toBe('archivo');
  });

  it('keeps the readable name: accents, spaces, other scripts', () => {
    expect(displayName('Hoja de vida José Núñez.pdf')).toBe('Hoja de vida José Núñez.pdf');
    expect(displayName('سيرة ذاتية.pdf')).toBe('سيرة ذاتية.pdf');
  });

  it('keeps only the base name, without control characters, quotes or angle brackets', () => {
    expect(displayName('C:\\Users\\ana\\"<cv>"\u0007.pdf')).toBe('cv.pdf');
    expect(displayName('../../etc/passwd')).toBe('passwd');
  });
});
