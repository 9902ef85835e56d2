import {
  inlineJson,
  SITE,
  formatCop,
  propertyDetailPath,
  propertyDocumentTitle,
  propertySummary,
  type PropertyDetail,
} from '@inmo/contracts';
import Handlebars from 'handlebars';

/** Escapes text for HTML/XML text and attribute values (& < > " ' ` =). */
export function escapeHtml(value: string | number): string {
  return Handlebars.Utils.escapeExpression(String(value));
}

export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return new URL(pathOrUrl, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/** schema.org type of the listed thing, by the catalog's property type id. */
const SCHEMA_TYPES: Readonly<Record<number, string>> = {
  1: 'Apartment',
  2: 'House',
  8: 'House',
  11: 'Apartment',
};

export interface PropertyHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** The tags that go into `<head>`, already escaped. */
  readonly html: string;
}

export function propertyJsonLd(p: PropertyDetail, canonical: string, description: string, publicUrl: string) {
  const images = p.photos.map((ph) => absoluteUrl(ph.large, publicUrl));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: propertyDocumentTitle(p),
    description,
    url: canonical,
    identifier: p.code,
    ...(images.length ? { image: images } : {}),
    datePosted: p.listedAt.slice(0, 10),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'COP',
      availability: 'https://schema.org/InStock',
      businessFunction:
        p.gestionId === 5
          ? 'http://purl.org/goodrelations/v1#Sell'
          : 'http://purl.org/goodrelations/v1#LeaseOut',
      url: canonical,
      seller: { '@type': 'RealEstateAgent', name: SITE.name, telephone: SITE.phone.tel },
    },
    about: {
      '@type': SCHEMA_TYPES[p.typeId] ?? 'Place',
      name: `${p.type} en ${[p.neighbourhood, p.city].filter(Boolean).join(', ')}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: p.city,
        addressRegion: p.department,
        addressCountry: 'CO',
      },
      ...(p.bedrooms > 0 ? { numberOfRooms: p.bedrooms } : {}),
      ...(p.bathrooms > 0 ? { numberOfBathroomsTotal: p.bathrooms } : {}),
      ...(p.builtArea
        ? { floorSize: { '@type': 'QuantitativeValue', value: p.builtArea, unitCode: 'MTK' } }
        : {}),
      ...(p.latitude !== null && p.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
        : {}),
    },
  };
}

/** Title, description, canonical, Open Graph (with price) and JSON-LD of a property's detail page. */
export function renderPropertyHead(p: PropertyDetail, publicUrl: string): PropertyHead {
  const title = `${propertyDocumentTitle(p)} | ${SITE.titleSuffix}`;
  const description = propertySummary(p, 200);
  const canonical = absoluteUrl(propertyDetailPath(p.code), publicUrl);
  const photo = p.photos[0] ?? p.photo;
  const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', 'es_CO'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    ...(photo
      ? [
          meta('property', 'og:image', absoluteUrl(photo.large, publicUrl)),
          ...(photo.width && photo.height
            ? [
                meta('property', 'og:image:width', photo.width),
                meta('property', 'og:image:height', photo.height),
              ]
            : []),
          meta('property', 'og:image:alt', `${p.type} en ${p.city}: ${formatCop(p.price)}`),
        ]
      : []),
    meta('property', 'product:price:amount', p.price),
    meta('property', 'product:price:currency', 'COP'),
    meta('name', 'twitter:card', photo ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json">${inlineJson(propertyJsonLd(p, canonical, description, publicUrl))}</script>`,
  ];
  return { title, description, canonical, html: tags.join('\n    ') };
}

const TITLE_TAG = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION_TAG = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** The SPA's index.html with its generic title and description replaced by the property's head tags. */
export function injectHead(indexHtml: string, headHtml: string): string {
  const cleaned = indexHtml.replace(TITLE_TAG, '').replace(DESCRIPTION_TAG, '');
  const at = cleaned.search(/<\/head>/i);
  if (at < 0) return `${headHtml}\n${cleaned}`;
  return `${cleaned.slice(0, at)}  ${headHtml}\n  ${cleaned.slice(at)}`;
}

const ROOT_ELEMENT = /<div id="root"><\/div>/;

/** The shell with a server-rendered page: its head tags before `</head>`, its markup inside `#root`. */
export function injectRendered(indexHtml: string, page: { head: string; body: string }): string {
  if (!ROOT_ELEMENT.test(indexHtml)) return indexHtml;
  const at = indexHtml.search(/<\/head>/i);
  const withHead = at < 0 ? indexHtml : `${indexHtml.slice(0, at)}${page.head}\n  ${indexHtml.slice(at)}`;
  // A function replacement: `$&` and friends in the markup stay literal.
  return withHead.replace(ROOT_ELEMENT, () => `<div id="root">${page.body}</div>`);
}

/** Served when no built SPA exists (API-only runs): crawlers still get the head. */
export const FALLBACK_INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(SITE.name)}</title>
    <meta name="description" content="${escapeHtml(SITE.description)}" />
  </head>
  <body>
    <noscript>Para usar este sitio necesitas activar JavaScript en tu navegador.</noscript>
  </body>
</html>
`;
