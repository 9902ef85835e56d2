import { contentSecurityPolicy, mapTileOrigin } from './content-security-policy';

describe('the CSP and the map tiles', () => {
  it("allows the configured tile server's origin, and only it", () => {
    expect(mapTileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(mapTileOrigin('http://127.0.0.1:4100/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4100');
    expect(mapTileOrigin('https://{s}.tiles.example.com/map/{z}/{x}/{y}.png?key=1')).toBe(
      'https://*.tiles.example.com',
    );
    const csp = contentSecurityPolicy({
      CAPTCHA_PROVIDER: 'altcha',
      PHOTO_ORIGINS: [],
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(csp.directives?.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.com']);
  });

  it('allows no tile server when production has none (the maps are hidden)', () => {
    const csp = contentSecurityPolicy({ CAPTCHA_PROVIDER: 'altcha', PHOTO_ORIGINS: [], MAP_TILE_URL: null });
    expect(csp.directives?.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });
});
