import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CardActionContext, PropertyCard } from '~/components/property-card';
import { FAVORITES_STORAGE_KEY } from '~/features/favorites/hooks/use-favorites';
import { propertyCard } from '~/test/fixtures';
import { renderWithProviders } from '~/test/render-with-providers';
import { cardFavoriteToggle } from './favorite-toggle';

describe('cardFavoriteToggle', () => {
  it("toggles the favorite in local storage from a card's heart", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CardActionContext.Provider value={cardFavoriteToggle}>
        <PropertyCard card={propertyCard()} />
      </CardActionContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Agregar a favoritos: 919-1001' }));
    const stored = JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]') as Array<{
      code: string;
    }>;
    expect(stored.map((c) => c.code)).toEqual(['919-1001']);
    const button = screen.getByRole('button', { name: 'Eliminar de favoritos: 919-1001' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(window.localStorage.getItem(FAVORITES_STORAGE_KEY)).toBe('[]');
  });
});
