/** A site path (or an absolute URL, kept) on the site's public address: canonical, Open Graph, sitemap. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return new URL(pathOrUrl, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}
