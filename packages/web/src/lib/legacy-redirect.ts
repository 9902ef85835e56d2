/**
 * The old site ran its search app in hash mode under /busqueda/ and shared links like
 * `/busqueda/#/inmueble/919-1234`. The hash never reaches the server, so the browser fixes it
 * before the router starts.
 */
export function legacyHashTarget(pathname: string, hash: string): string | null {
  if (!/^\/(busqueda\/?)?$/i.test(pathname)) return null;
  const match = /^#(\/[^?#]*)(\?[^#]*)?$/.exec(hash);
  if (!match?.[1]) return null;
  const route = match[1];
  const search = match[2] ?? '';
  const property = /^\/inmueble\/([^/]+)\/?$/i.exec(route);
  if (property?.[1]) return `/inmueble/${property[1]}${search}`;
  if (route === '/') return `/busqueda/${search}`;
  return `${route}${search}`;
}
