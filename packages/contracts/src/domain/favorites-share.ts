import { PATHS, propertyCodeInPath, propertyPath } from './site-paths';

/** Query parameter of the shared favorites link on `/favoritos/`. */
export const FAVORITES_SHARE_PARAM = 'inmuebles';

/** Most properties a shared link is allowed to open (guards a hand-made huge link). */
export const FAVORITES_SHARE_MAX = 50;

const CODE_PATTERN = /^[0-9A-Za-z-]{1,30}$/;

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/**
 * The favorites share link (spec §2): the detail links of all favorites joined by comma and URL-encoded,
 * carried by `/favoritos/?inmuebles=…` so that opening it shows those properties.
 */
export function favoritesShareLink(cards: readonly { Codigo_Inmueble: string }[], origin: string): string {
  const base = trimOrigin(origin);
  const links = cards.map((c) => `${base}${propertyPath(c.Codigo_Inmueble)}`).join(',');
  return `${base}${PATHS.favorites}?${FAVORITES_SHARE_PARAM}=${encodeURIComponent(links)}`;
}

function codeFromLink(link: string): string | null {
  const value = link.trim();
  if (value === '') return null;
  const encoded = propertyCodeInPath(value);
  let code = value;
  if (encoded) {
    try {
      code = decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  return CODE_PATTERN.test(code) ? code : null;
}

/**
 * Property codes of a shared favorites link, in order, without duplicates or anything that is not a
 * code. Accepts the whole link, its query string, or URLSearchParams; bare codes are accepted too.
 */
export function parseFavoritesShare(input: string | URL | URLSearchParams): string[] {
  let params: URLSearchParams;
  if (input instanceof URLSearchParams) params = input;
  else if (input instanceof URL) params = input.searchParams;
  else {
    const queryStart = input.indexOf('?');
    params = new URLSearchParams(queryStart >= 0 ? input.slice(queryStart + 1) : input);
  }
  const raw = params.get(FAVORITES_SHARE_PARAM);
  if (!raw) return [];
  const codes: string[] = [];
  for (const link of raw.split(',')) {
    const code = codeFromLink(link);
    if (code && !codes.includes(code)) codes.push(code);
    if (codes.length >= FAVORITES_SHARE_MAX) break;
  }
  return codes;
}
