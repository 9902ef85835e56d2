import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '~/config/theme';
import { propertyCard } from '~/test/fixtures';
import { FAVORITES_STORAGE_KEY, toggleFavorite } from '~/features/favorites/hooks/use-favorites';
import { FavoritesButton } from './favorites-button';

function renderButton() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <FavoritesButton />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** What another tab does: write storage, then the browser fires `storage` here. */
function writeFromOtherTab(value: string | null) {
  act(() => {
    if (value === null) window.localStorage.removeItem(FAVORITES_STORAGE_KEY);
    else window.localStorage.setItem(FAVORITES_STORAGE_KEY, value);
    window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY, newValue: value }));
  });
}

/** The number on the heart, or null when it is hidden. */
function badge() {
  const badge = screen.getByTestId('favorites-count').querySelector('.MuiBadge-badge');
  // MUI's Badge keeps an invisible badge at 0.
  return badge?.classList.contains('MuiBadge-invisible') ? null : badge;
}

describe('FavoritesButton', () => {
  it('hides the counter at 0', () => {
    renderButton();
    expect(screen.getByRole('button', { name: 'Favoritos' })).toBeInTheDocument();
    expect(badge()).toBeNull();
  });

  it('shows the count above 0, read from local storage "inmueble"', () => {
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify([propertyCard({ code: '919-1' }), propertyCard({ code: '919-2' })]),
    );
    renderButton();
    expect(screen.getByRole('button', { name: 'Favoritos (2)' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('2');
  });

  it('follows changes made in another tab (storage event) and in this tab', () => {
    renderButton();
    writeFromOtherTab(JSON.stringify([propertyCard({ code: '919-7' })]));
    expect(screen.getByRole('button', { name: 'Favoritos (1)' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('1');

    act(() => toggleFavorite(propertyCard({ code: '919-8' })));
    expect(screen.getByRole('button', { name: 'Favoritos (2)' })).toBeInTheDocument();

    act(() => toggleFavorite(propertyCard({ code: '919-8' })));
    expect(screen.getByRole('button', { name: 'Favoritos (1)' })).toBeInTheDocument();

    writeFromOtherTab(null);
    expect(screen.getByRole('button', { name: 'Favoritos' })).toBeInTheDocument();
    expect(badge()).toBeNull();
  });

  it('ignores corrupted storage instead of breaking', () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, '{no es json');
    renderButton();
    expect(screen.getByRole('button', { name: 'Favoritos' })).toBeInTheDocument();
    writeFromOtherTab(JSON.stringify([{ code: 'sin-campos' }, propertyCard()]));
    expect(screen.getByRole('button', { name: 'Favoritos (1)' })).toBeInTheDocument();
  });

  it('opens the sidebar with its title, empty text and an X that closes it', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Favoritos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tus inmuebles favoritos' });
    expect(within(dialog).getByText('No tienes inmuebles favoritos guardados.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar favoritos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists saved properties in the sidebar and removes one', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify([propertyCard({ code: '919-55', type: 'Casa', city: 'Envigado', price: 980_000_000 })]),
    );
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Favoritos (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tus inmuebles favoritos' });
    expect(within(dialog).getByRole('link', { name: 'Casa en arriendo' })).toHaveAttribute(
      'href',
      '/inmueble/919-55',
    );
    expect(within(dialog).getByText(/980\.000\.000/)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Eliminar de favoritos el inmueble 919-55' }),
    );
    expect(within(dialog).getByText('No tienes inmuebles favoritos guardados.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null')).toEqual([]);
  });
});
