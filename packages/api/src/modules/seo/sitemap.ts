import { absoluteUrl, maintenanceExportPath, PATHS, pqrsExportPath, searchPresetPath } from '@inmo/contracts';
import { ROOT_FILES } from '#src/infra/http/root-routes';
import { escapeHtml } from './xml-escape';

/** The sitemaps.org limit per file; more URLs would need a sitemap index (not needed at our size). */
export const SITEMAP_MAX_URLS = 50_000;

/** Public pages worth indexing (no personal pages such as favorites or PQRS/maintenance exports). */
export const SITEMAP_STATIC_PATHS = [
  { path: PATHS.home, changefreq: 'daily', priority: '1.0' },
  { path: PATHS.search, changefreq: 'daily', priority: '0.9' },
  { path: searchPresetPath('arriendo'), changefreq: 'daily', priority: '0.8' },
  { path: searchPresetPath('venta'), changefreq: 'daily', priority: '0.8' },
  { path: PATHS.simulator, changefreq: 'monthly', priority: '0.5' },
  { path: PATHS.mortgageSimulator, changefreq: 'monthly', priority: '0.5' },
  { path: PATHS.promoteProperty, changefreq: 'monthly', priority: '0.5' },
  { path: PATHS.workWithUs, changefreq: 'monthly', priority: '0.3' },
  { path: PATHS.contact, changefreq: 'monthly', priority: '0.4' },
  { path: PATHS.pqrsCreate, changefreq: 'yearly', priority: '0.3' },
  { path: PATHS.maintenanceCreate, changefreq: 'yearly', priority: '0.3' },
  { path: PATHS.dataPolicy, changefreq: 'yearly', priority: '0.2' },
] as const;

export interface SitemapEntry {
  /** Path (or absolute URL) of the page. */
  readonly loc: string;
  /** ISO date or datetime. */
  readonly lastmod?: string;
  readonly changefreq?: string;
  readonly priority?: string;
}

/** A sitemaps.org 0.9 urlset; every value XML-escaped. */
export function renderSitemap(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((e) => {
    const parts = [`<loc>${escapeHtml(absoluteUrl(e.loc, publicUrl))}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${escapeHtml(e.lastmod.slice(0, 10))}</lastmod>`);
    if (e.changefreq) parts.push(`<changefreq>${escapeHtml(e.changefreq)}</changefreq>`);
    if (e.priority) parts.push(`<priority>${escapeHtml(e.priority)}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    'Disallow: /api/',
    `Disallow: ${PATHS.favorites}`,
    `Disallow: ${pqrsExportPath('')}`,
    `Disallow: ${maintenanceExportPath('')}`,
    '',
    `Sitemap: ${absoluteUrl(`/${ROOT_FILES.sitemap}`, publicUrl)}`,
    '',
  ].join('\n');
}
