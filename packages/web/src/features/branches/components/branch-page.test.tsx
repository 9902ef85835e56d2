import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '~/test/render-with-providers';
import { BranchPage } from './branch-page';

describe('BranchPage', () => {
  it('shows the branch of the slug with its phone and a search of its city', () => {
    renderWithProviders(<BranchPage />, { path: '/sedes/nrt-de-bogota/', routePath: '/sedes/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sede NRT. DE BOGOTÁ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(601) 745 3032' })).toHaveAttribute('href', 'tel:+576017453032');
    expect(screen.getByRole('link', { name: 'Inmuebles en Bogotá' })).toHaveAttribute(
      'href',
      '/busqueda/arriendo/bogota/0',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
  });

  it('answers an unknown slug with the not-found page', () => {
    renderWithProviders(<BranchPage />, { path: '/sedes/atlantis/', routePath: '/sedes/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
