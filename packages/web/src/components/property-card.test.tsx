import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertyCard } from '~/test/fixtures';
import { renderWithProviders } from '~/test/render-with-providers';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

const photo = {
  small: '/api/media/a-small.webp',
  large: '/api/media/a-large.webp',
  width: 1600,
  height: 1200,
};

describe('PropertyCard', () => {
  it('shows no button over its photo unless the page gives one', () => {
    renderWithProviders(<PropertyCard card={propertyCard()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows type, gestion, location, price in COP and the facts, and links to the detail route', () => {
    renderWithProviders(<PropertyCard card={propertyCard({ builtArea: 82.5, photo })} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Apartamento en arriendo' })).toHaveAttribute(
      'href',
      '/inmueble/919-1001',
    );
    expect(article).toHaveTextContent('ARRIENDO');
    expect(article).toHaveTextContent('Laureles, Medellín');
    expect(article).toHaveTextContent(/\$\s?2\.500\.000/);
    expect(article).toHaveTextContent('Área: 82,5 m²');
    expect(article).toHaveTextContent('Habitaciones: 3');
    expect(article).toHaveTextContent('Baños: 2');
    expect(article).toHaveTextContent('Parqueaderos: 1');
    const img = within(article).getByRole('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('loads the first card eagerly with high fetch priority', () => {
    renderWithProviders(<PropertyCard card={propertyCard({ photo })} priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('labels a sale as VENTA', () => {
    renderWithProviders(
      <PropertyCard card={propertyCard({ gestionId: 5, gestion: 'Venta', price: 450_000_000 })} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('VENTA');
  });
});

describe('PropertyCardSkeleton', () => {
  // Its height is a card's only while it has a card's lines: a line added to the card needs one here too.
  it("has a card's parts, in the card's order, and hides its empty lines from screen readers", () => {
    const parts = (root: Element) =>
      [...root.querySelectorAll('[class^="card-"], [class*=" card-"]')]
        .map((el) => [...el.classList].find((c) => c.startsWith('card-')))
        .filter((c) => c !== 'card-gestion' && c !== 'card-favorite' && c !== 'card-sr-only');
    const card = renderWithProviders(<PropertyCard card={propertyCard()} />).container;
    const skeleton = renderWithProviders(
      <PropertyCardSkeleton>
        <span>Cargando</span>
      </PropertyCardSkeleton>,
    ).container;
    expect(parts(skeleton)).toEqual(parts(card));
    expect(skeleton.querySelector('.card-body')).toHaveAttribute('aria-hidden', 'true');
    expect(within(skeleton).getByText('Cargando')).toBeVisible();
  });
});
