import { PATHS, propertyPath } from '@inmo/contracts';

/** A segment as the old link wrote it, decoded; null when it does not decode. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const enc = encodeURIComponent;

/**
 * The old search app's routes (spec §2), rebuilt from our own paths: a link can only ever name one of them.
 * Segments are compared decoded, case-insensitively (its router ignored case), and parameters re-encoded.
 */
function legacyRoute(segments: readonly string[]): string | null {
  const [first = '', ...rest] = segments.map((segment) => segment.toLowerCase());
  if (first === '') return segments.length === 1 ? PATHS.search : null;
  if (first === 'inmueble' && rest.length === 1 && segments[1]) return propertyPath(segments[1]);
  if (first === 'busqueda' && rest.length === 0) return PATHS.search;
  if (first === 'busqueda' && rest.length === 1 && rest[0] === 'inmueble') return PATHS.searchWithProps;
  if (first === 'busqueda' && rest.length === 3 && segments.every(Boolean))
    return `/busqueda/${segments.slice(1).map(enc).join('/')}`;
  if (rest.length === 0 && first === 'favoritos') return PATHS.favorites;
  if (rest.length === 0 && first === 'rentalsimulator') return PATHS.simulator;
  if (first === 'forms' && rest.length === 1 && rest[0] === 'formpromoteproperty')
    return PATHS.promoteProperty;
  return null;
}

/**
 * The old site ran its search app in hash mode under /busqueda/ and shared links like
 * `/busqueda/#/inmueble/919-1234`. The hash never reaches the server, so the browser fixes it
 * before the router starts. A hash route that is not one of the old app's pages (`#//evil.test`,
 * `#/\evil.test`, anything unknown) goes home: the target is always built from the site's own paths.
 */
export function legacyHashTarget(pathname: string, hash: string): string | null {
  if (!/^\/(busqueda\/?)?$/i.test(pathname) || !hash.startsWith('#/')) return null;
  const [route = '', ...query] = hash.slice(1).split('?');
  const search = query.length > 0 ? `?${query.join('?')}` : '';
  // '/a/b/' and '/a/b' alike; an empty segment elsewhere ('//host') matches nothing.
  const segments = route.slice(1).replace(/\/$/, '').split('/').map(decodeSegment);
  const target = segments.every((segment) => segment !== null) ? legacyRoute(segments) : null;
  return target ? `${target}${search}` : PATHS.home;
}
