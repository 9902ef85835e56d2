import type { PropertyCard, PropertyDetail } from '@inmo/contracts';

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

export function propertyDetail(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  const photo = (n: number) => ({
    small: `/api/media/catalog/v2/living-0${n}-small.webp`,
    large: `/api/media/catalog/v2/living-0${n}-large.webp`,
    width: 1600,
    height: 1200,
  });
  return {
    ...propertyCard({ photo: photo(1) }),
    description: 'Apartamento iluminado con balcón y vista a la ciudad.',
    age: 0,
    latitude: null,
    longitude: null,
    branch: 'LAURELES',
    branchId: 1,
    photos: [photo(1), photo(2), photo(3)],
    internalFeatures: [
      { name: 'Balcón', icon: null },
      { name: 'Cocina integral', icon: null },
    ],
    externalFeatures: [
      { name: 'Zonas verdes', icon: 'zonas-verdes' },
      { name: 'Gimnasio', icon: 'gimnasio' },
      { name: 'Ascensor', icon: 'ascensor' },
      { name: 'Sauna', icon: 'sauna' },
      { name: 'Salón comunal', icon: 'salon-comunal' },
      { name: 'Portería 24 horas', icon: null },
    ],
    advisor: {
      name: 'Laura Restrepo',
      cellphone: '3104567890',
      email: 'laura@alameda.example',
      photoUrl: null,
    },
    ...overrides,
  };
}
