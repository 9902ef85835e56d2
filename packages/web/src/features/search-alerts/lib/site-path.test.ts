import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

describe('sitePath', () => {
  it('keeps a path of this site', () => {
    expect(sitePath('/busqueda/?gestion=1&ciudad=25974')).toBe('/busqueda/?gestion=1&ciudad=25974');
  });

  it('gives the search page for anything that could leave the site', () => {
    for (const path of [
      'https://otro.example/x',
      '//otro.example/x',
      '/\\otro.example',
      'javascript:alert(1)',
      '',
    ])
      expect(sitePath(path), path).toBe('/busqueda/');
  });
});
