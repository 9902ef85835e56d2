import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANTIOQUIA_BRANCHES, BRANCH_REGION, type BranchRegion } from '@inmo/contracts';
import { useState } from 'react';
import { renderWithProviders } from '~/test/render-with-providers';
import { BranchFinder } from './branch-finder';

function Finder({ initial = BRANCH_REGION.ANTIOQUIA }: { initial?: BranchRegion }) {
  const [region, setRegion] = useState<BranchRegion>(initial);
  return <BranchFinder region={region} onRegionChange={setRegion} />;
}

// Spec §3, in order (contracts' branches.test.ts pins the list): the first nine form the Antioquia grid.
const ANTIOQUIA = ANTIOQUIA_BRANCHES.map((b) => b.nombre);

describe('BranchFinder', () => {
  // jsdom has no scrolling: a thumbnail's tap asks for it.
  let scroll: ReturnType<typeof vi.fn<(options?: boolean | ScrollIntoViewOptions) => void>>;
  beforeEach(() => {
    scroll = vi.fn<(options?: boolean | ScrollIntoViewOptions) => void>();
    Element.prototype.scrollIntoView = scroll;
  });

  it('shows the heading, the first branch and the nine Antioquia thumbnails; a click selects', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Finder />);
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

  // Issue 49 N10: on a phone 'NRT. DE BOGOTÁ' read 'NRT. DE BO…'; a long name wraps instead.
  it('never cuts a thumbnail name short: it wraps', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Finder />);
    await user.click(screen.getByRole('button', { name: 'BOGOTÁ Y LA SABANA' }));
    const name = within(screen.getByRole('button', { name: 'Sede NRT. DE BOGOTÁ' })).getByText(
      'NRT. DE BOGOTÁ',
    );
    const style = getComputedStyle(name);
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.overflowWrap).toBe('anywhere');
  });

  // Issue 49: on a phone the panel sits above the thumbnails; a tap changed it out of view.
  it('brings the panel into view when a thumbnail is tapped', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Finder />);
    await user.click(screen.getByRole('button', { name: 'Sede BELLO' }));
    const heading = screen.getByRole('heading', { level: 3, name: 'BELLO' });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBeInstanceOf(HTMLElement);
    expect((scroll.mock.contexts[0] as HTMLElement).contains(heading)).toBe(true);
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
  });

  it("shows the Bogotá-region branches under 'BOGOTÁ Y LA SABANA', beside 'ANTIOQUIA'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Finder />);
    const antioquia = screen.getByRole('button', { name: 'ANTIOQUIA' });
    const bogota = screen.getByRole('button', { name: 'BOGOTÁ Y LA SABANA' });
    expect(antioquia).toHaveAttribute('aria-pressed', 'true');
    expect(bogota).toHaveAttribute('aria-pressed', 'false');

    await user.click(bogota);
    expect(bogota).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'BOGOTÁ Y LA SABANA' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Sede / }).map((b) => b.textContent)).toEqual([
      'FONTIBÓN',
      'MOSQUERA',
      'NRT. DE BOGOTÁ',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'FONTIBÓN' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sede NRT. DE BOGOTÁ' }));
    expect(screen.getByRole('link', { name: 'Ver sede NRT. DE BOGOTÁ' })).toHaveAttribute(
      'href',
      '/sedes/nrt-de-bogota/',
    );
    await user.click(antioquia);
    expect(screen.getAllByRole('button', { name: /^Sede / })).toHaveLength(9);
  });
});
