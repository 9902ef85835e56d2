import {
  absoluteUrl,
  formatCop,
  GESTION,
  propertyDocumentTitle,
  propertySummary,
  SITE,
  type PropertyDetail,
} from '@inmo/contracts';
import type { MetaDescriptor } from 'react-router';
import type { PageHead } from '~/lib/page-meta';
import { propertyPath } from '~/config/paths';

/** schema.org type of the listed thing, by the catalog's property type id. */
const SCHEMA_TYPES: Readonly<Record<number, string>> = {
  1: 'Apartment',
  2: 'House',
  8: 'House',
  11: 'Apartment',
};

export function propertyJsonLd(p: PropertyDetail, publicUrl: string): Record<string, unknown> {
  const canonical = absoluteUrl(propertyPath(p.code), publicUrl);
  const images = p.photos.map((photo) => absoluteUrl(photo.large, publicUrl));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: propertyDocumentTitle(p),
    description: propertySummary(p, 200),
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
        p.gestionId === GESTION.VENTA
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

/** A property's head: its title and summary, its first photo and price for link previews, and JSON-LD. */
export function propertyHead(p: PropertyDetail, publicUrl: string): PageHead {
  const photo = p.photos[0] ?? p.photo;
  const extra: MetaDescriptor[] = [
    { property: 'product:price:amount', content: String(p.price) },
    { property: 'product:price:currency', content: 'COP' },
    { 'script:ld+json': propertyJsonLd(p, publicUrl) },
  ];
  return {
    title: propertyDocumentTitle(p),
    description: propertySummary(p, 200),
    path: propertyPath(p.code),
    type: 'product',
    image: photo
      ? {
          url: photo.large,
          width: photo.width ?? undefined,
          height: photo.height ?? undefined,
          alt: `${p.type} en ${p.city}: ${formatCop(p.price)}`,
        }
      : undefined,
    extra,
  };
}
