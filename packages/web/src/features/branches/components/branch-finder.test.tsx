import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BranchFinder } from './branch-finder';

// Spec §3, in order: the first nine form the Antioquia grid.
const ANTIOQUIA = [
  'LAURELES',
  'POBLADO',
  'SABANETA',
  'ENVIGADO',
  'LA ESTRELLA',
  'LOS COLORES',
  'BELLO',
  'RIONEGRO',
  'GUARNE',
];

describe('BranchFinder', () => {
  it('shows the heading, the first branch and the nine Antioquia thumbnails; a click selects', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BranchFinder />);
    expect(
      screen.getByRole('heading', { level: 2, name: '¡ENCUENTRA TU SEDE MÁS CERCANA!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ANTIOQUIA' })).toBeInTheDocument();
    const thumbs = screen.getAllByRole('button', { name: /^Sede / });
    expect(thumbs.map((b) => b.textContent)).toEqual(ANTIOQUIA);
    expect(screen.getByRole('heading', { level: 3, name: 'LAURELES' })).toBeInTheDocument();
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Sede LA ESTRELLA' }));
    const panel = screen.getByRole('heading', { level: 3, name: 'LA ESTRELLA' }).parentElement;
    if (!panel) throw new Error('no panel');
    expect(within(panel).getByRole('link', { name: 'Ver sede LA ESTRELLA' })).toHaveAttribute(
      'href',
      '/sedes/la-estrella/',
    );
    expect(within(panel).getByRole('link', { name: /Llamar a la sede LA ESTRELLA/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+57\d+$/),
    );
    expect(screen.getByRole('button', { name: 'Sede LA ESTRELLA' })).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
  });
});
