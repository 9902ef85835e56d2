import { type PropertyCard } from '@inmo/contracts';
import { digestMail, type DigestLinks } from './search-alerts.mails';

const card = (overrides: Partial<PropertyCard>): PropertyCard => ({
  code: '919-1',
  gestionId: 5,
  gestion: 'Venta',
  typeId: 1,
  type: 'Apartamento',
  departmentId: 1,
  department: 'Antioquia',
  cityId: 25974,
  city: 'Medellín',
  neighbourhoodId: null,
  neighbourhood: 'Laureles',
  price: 350_000_000,
  adminFee: null,
  estrato: null,
  builtArea: 72.4,
  lotArea: null,
  bedrooms: 1,
  bathrooms: 1,
  parking: 0,
  photo: null,
  featured: false,
  listedAt: '2026-11-20',
  ...overrides,
});

const links: DigestLinks = {
  listingUrl: (c) => `https://inmo.example/inmueble/${c.code}`,
  photoUrl: (path) => `https://inmo.example${path}`,
  searchUrl: 'https://inmo.example/busqueda/',
  manageUrl: 'https://inmo.example/alertas/?token=t',
  unsubscribePageUrl: 'https://inmo.example/alertas/?token=t&baja=1',
  oneClickUrl: 'https://inmo.example/api/alerts/1/unsubscribe?token=u',
};

describe('digestMail', () => {
  it('writes each listing’s details in the right number (1 baño, 2 baños) and its own gestion', () => {
    const mail = digestMail({
      to: 'ana@example.com',
      label: 'Apartamento en arriendo o venta',
      listings: [
        { card: card({ code: '919-1' }), previousPrice: null },
        {
          card: card({ code: '919-2', bathrooms: 2, bedrooms: 3, gestionId: 1, gestion: 'Arriendo' }),
          previousPrice: null,
        },
      ],
      total: 2,
      links,
    });
    const listings = mail.data?.listings as { title: string; details: string }[];
    expect(listings.map((l) => [l.title, l.details])).toEqual([
      ['Apartamento en venta', '1 hab. · 1 baño · 72 m²'],
      ['Apartamento en arriendo', '3 hab. · 2 baños · 72 m²'],
    ]);
    expect(mail.subject).toBe('2 inmuebles para tu alerta: Apartamento en arriendo o venta');
  });
});
