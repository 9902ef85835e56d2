import { describe, expect, it } from 'vitest';
import { FAVORITES_SHARE_MAX, favoritesShareLink, parseFavoritesShare } from './favorites-share';

const cards = [{ Codigo_Inmueble: '919-1234' }, { Codigo_Inmueble: '919-77' }];

describe('favoritesShareLink', () => {
  it('joins the detail links with commas and URL-encodes them', () => {
    const link = favoritesShareLink(cards, 'https://inmo.example/');
    expect(link).toBe(
      `https://inmo.example/favoritos/?inmuebles=${encodeURIComponent(
        'https://inmo.example/inmueble/919-1234,https://inmo.example/inmueble/919-77',
      )}`,
    );
    expect(link).toContain('https%3A%2F%2Finmo.example%2Finmueble%2F919-1234%2Chttps');
  });

  it('round-trips through parseFavoritesShare', () => {
    expect(parseFavoritesShare(favoritesShareLink(cards, 'http://localhost:3000'))).toEqual([
      '919-1234',
      '919-77',
    ]);
    expect(parseFavoritesShare(new URL(favoritesShareLink(cards, 'http://localhost:3000')))).toEqual([
      '919-1234',
      '919-77',
    ]);
  });

  it('gives an empty list for no favorites', () => {
    expect(parseFavoritesShare(favoritesShareLink([], 'http://x.co'))).toEqual([]);
  });
});

describe('parseFavoritesShare', () => {
  it('accepts a query string, URLSearchParams and bare codes; drops duplicates and junk', () => {
    expect(parseFavoritesShare('?inmuebles=919-1%2C919-2%2C919-1')).toEqual(['919-1', '919-2']);
    expect(
      parseFavoritesShare(new URLSearchParams({ inmuebles: 'x/inmueble/<script>,919-3, ,/inmueble/919-4' })),
    ).toEqual(['919-3', '919-4']);
    expect(parseFavoritesShare('https://a.co/favoritos/')).toEqual([]);
  });

  it('caps a hand-made huge link', () => {
    const many = Array.from({ length: 80 }, (_, i) => `919-${i}`).join(',');
    expect(parseFavoritesShare(new URLSearchParams({ inmuebles: many }))).toHaveLength(FAVORITES_SHARE_MAX);
  });
});
