import { favoritesShareLink, type PropertyDetail } from '@inmo/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertyCard, propertyDetail } from '~/test/fixtures';
import { renderWithProviders } from '~/test/render-with-providers';
import { FAVORITES_STORAGE_KEY, toggleFavorite } from '~/features/favorites/hooks/use-favorites';
import { FavoritesButton } from './favorites-button';
import { FavoritesPage } from './favorites-page';

function stored(): { code: string }[] {
  return JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]') as { code: string }[];
}

/** The gateway's GET /api/properties/:code for the given details; anything else is a 404. */
function fakeGateway(details: PropertyDetail[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const code = decodeURIComponent(url.replace('/api/properties/', ''));
    const detail = details.find((d) => d.code === code);
    return Promise.resolve(
      detail
        ? new Response(JSON.stringify(detail), { status: 200 })
        : new Response(JSON.stringify({ statusCode: 404, message: `No se encontró el inmueble: ${code}` }), {
            status: 404,
          }),
    );
  });
}

afterEach(() => vi.restoreAllMocks());

describe('FavoritesPage (own favorites)', () => {
  it('shows the empty text, then the saved cards, and stays in sync with toggles elsewhere', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FavoritesPage />, { path: '/favoritos/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tus inmuebles favoritos' })).toBeInTheDocument();
    expect(screen.getByText('No tienes inmuebles favoritos guardados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir favoritos' })).toBeDisabled();

    // Saved from another view (a card, the detail page).
    act(() => toggleFavorite(propertyCard({ code: '919-21', type: 'Casa' })));
    act(() => toggleFavorite(propertyCard({ code: '919-22', type: 'Oficina' })));
    expect(await screen.findByRole('link', { name: 'Casa en arriendo' })).toHaveAttribute(
      'href',
      '/inmueble/919-21',
    );
    expect(screen.getByRole('link', { name: 'Oficina en arriendo' })).toBeInTheDocument();

    // Removing here updates storage (and so every other view).
    await user.click(screen.getByRole('button', { name: 'Eliminar de favoritos: 919-21' }));
    expect(screen.queryByRole('link', { name: 'Casa en arriendo' })).not.toBeInTheDocument();
    expect(stored().map((c) => c.code)).toEqual(['919-22']);
  });

  it('shares the detail links of all favorites joined by comma, URL-encoded, and copies them', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify([propertyCard({ code: '919-5' }), propertyCard({ code: '919-6' })]),
    );
    renderWithProviders(<FavoritesPage />, { path: '/favoritos/' });
    await user.click(screen.getByRole('button', { name: 'Compartir favoritos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparte tus favoritos' });
    const expected = favoritesShareLink(
      [{ Codigo_Inmueble: '919-5' }, { Codigo_Inmueble: '919-6' }],
      window.location.origin,
    );
    expect(expected).toContain(
      `?inmuebles=${encodeURIComponent(`${window.location.origin}/inmueble/919-5,${window.location.origin}/inmueble/919-6`)}`,
    );
    expect(within(dialog).getByLabelText('Enlace de tus favoritos')).toHaveValue(expected);
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(expected)),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(await within(dialog).findByText('Enlace copiado')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(expected);

    // Opened again, the menu does not repeat the last opening's 'Enlace copiado'.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Compartir favoritos' }));
    const reopened = await screen.findByRole('dialog', { name: 'Comparte tus favoritos' });
    expect(within(reopened).queryByText('Enlace copiado')).not.toBeInTheDocument();
  });
});

describe('FavoritesPage (shared link)', () => {
  it('opens the shared properties, warns about a missing one and saves the rest', async () => {
    const user = userEvent.setup();
    fakeGateway([
      propertyDetail({ code: '919-31', type: 'Casa' }),
      propertyDetail({ code: '919-32', type: 'Bodega', gestionId: 5, gestion: 'Venta' }),
    ]);
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify([propertyCard({ code: '919-31', type: 'Casa' })]),
    );
    const link = favoritesShareLink(
      [{ Codigo_Inmueble: '919-31' }, { Codigo_Inmueble: '919-99' }, { Codigo_Inmueble: '919-32' }],
      'https://otro.example',
    );
    renderWithProviders(<FavoritesPage />, { path: link.replace('https://otro.example', '') });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Inmuebles compartidos contigo' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Casa en arriendo' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bodega en venta' })).toHaveAttribute(
      'href',
      '/inmueble/919-32',
    );
    expect(await screen.findByText('No se encontró el inmueble: 919-99')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar en mis favoritos' }));
    // The saved list keeps cards only (no detail fields), without duplicates.
    const saved = stored();
    expect(saved.map((c) => c.code)).toEqual(['919-31', '919-32']);
    expect(saved[1]).not.toHaveProperty('description');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ya están en tus favoritos' })).toBeDisabled(),
    );
  });
});

describe('FavoritesButton sidebar share control', () => {
  it('offers the share link in the sidebar header next to the X', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([propertyCard({ code: '919-8' })]));
    renderWithProviders(<FavoritesButton />);
    await user.click(screen.getByRole('button', { name: 'Favoritos (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tus inmuebles favoritos' });
    await user.click(within(drawer).getByRole('button', { name: 'Compartir favoritos' }));
    const share = await screen.findByRole('dialog', { name: 'Comparte tus favoritos' });
    expect(within(share).getByLabelText('Enlace de tus favoritos')).toHaveValue(
      favoritesShareLink([{ Codigo_Inmueble: '919-8' }], window.location.origin),
    );
  });
});
