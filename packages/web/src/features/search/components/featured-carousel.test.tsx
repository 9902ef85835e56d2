import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertyCard } from '~/test/fixtures';
import { renderWithProviders } from '~/test/render-with-providers';
import { FeaturedCarousel, wrapIndex } from './featured-carousel';

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(3, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('FeaturedCarousel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading text, then the slides with previous/next that wrap', async () => {
    const items = [1, 2, 3, 4, 5].map((n) => propertyCard({ code: `919-${n}`, featured: true }));
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    renderWithProviders(<FeaturedCarousel />);
    expect(screen.getByText('Cargando inmuebles destacados...')).toBeInTheDocument();
    answer(new Response(JSON.stringify({ items }), { headers: { 'Content-Type': 'application/json' } }));

    expect(await screen.findByRole('group', { name: '1 de 5' })).toBeInTheDocument();
    // jsdom matches no media query: the phone layout shows 1.15 cards, so 5 positions.
    const next = screen.getByRole('button', { name: 'Destacado siguiente' });
    const prev = screen.getByRole('button', { name: 'Destacado anterior' });
    await user.click(prev);
    expect(screen.getByRole('group', { name: '5 de 5' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '1 de 5', hidden: true })).toHaveAttribute('inert');
    await user.click(next);
    expect(screen.getByRole('group', { name: '1 de 5' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '5 de 5', hidden: true })).toHaveAttribute('inert');
  });
});
