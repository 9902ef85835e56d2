import { propertyCardSchema, type PropertyCard, type PropertyDetail } from '@inmo/contracts';

/** The card part of a detail answer (what favorites store): detail-only fields are dropped. */
export function toPropertyCard(detail: PropertyDetail | PropertyCard): PropertyCard {
  return propertyCardSchema.parse(detail);
}
