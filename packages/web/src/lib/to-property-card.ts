import { readPropertyCard, type PropertyCard, type PropertyDetail } from '@inmo/contracts';

/** The card part of a detail answer (what favorites store): detail-only fields are dropped. */
export function toPropertyCard(detail: PropertyDetail | PropertyCard): PropertyCard {
  const card = readPropertyCard(detail);
  if (!card) throw new Error(`El inmueble ${detail.code} no tiene los datos de una tarjeta`);
  return card;
}
