import type { PropertyCard } from '@inmo/contracts';

export function propertyCard(overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    code: '919-1001',
    gestionId: 1,
    gestion: 'Arriendo',
    typeId: 1,
    type: 'Apartamento',
    departmentId: 5,
    department: 'Antioquia',
    cityId: 25974,
    city: 'Medellín',
    neighbourhoodId: 12,
    neighbourhood: 'Laureles',
    price: 2_500_000,
    adminFee: 350_000,
    estrato: 4,
    builtArea: 82,
    lotArea: null,
    bedrooms: 3,
    bathrooms: 2,
    parking: 1,
    photo: null,
    featured: false,
    listedAt: '2025-10-01T00:00:00.000Z',
    ...overrides,
  };
}
