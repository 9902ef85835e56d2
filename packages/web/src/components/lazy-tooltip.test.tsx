import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme';
import { LazyTooltip } from './lazy-tooltip';

function themed(node: ReactNode) {
  return <ThemeProvider theme={theme}>{node}</ThemeProvider>;
}

function heart(label: string) {
  return (
    <IconButton aria-label={label}>
      <FavoriteBorderIcon fontSize="small" />
    </IconButton>
  );
}

// The Tooltip's code is loaded once per page (module state): the first test runs before it is there.
describe('LazyTooltip', () => {
  it('shows the title on the first hover, fetching the Tooltip then, without re-creating the button', async () => {
    const user = userEvent.setup();
    render(themed(<LazyTooltip title="Agregar a favoritos">{heart('Agregar a favoritos: 1')}</LazyTooltip>));
    const button = screen.getByRole('button', { name: 'Agregar a favoritos: 1' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Agregar a favoritos');
    // The same element: re-creating it would lose focus, or a click half done when the code arrived.
    expect(screen.getByRole('button', { name: 'Agregar a favoritos: 1' })).toBe(button);

    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('renders its child exactly as MUI Tooltip does while closed (server markup, so hydration matches)', () => {
    const markup = (Wrap: typeof Tooltip | typeof LazyTooltip) =>
      renderToString(
        themed(
          <>
            <Wrap title="Compartir">{heart('Compartir inmueble')}</Wrap>
            <Wrap title="Compartir favoritos">
              <span>{heart('Compartir favoritos')}</span>
            </Wrap>
          </>,
        ),
      );
    const withMui = markup(Tooltip);
    const lazy = markup(LazyTooltip);
    // MUI marks its child in development builds only, and gives a child without a class an empty one.
    expect(lazy).toBe(
      withMui.replaceAll(' data-mui-internal-clone-element="true"', '').replace(' class=""', ''),
    );
    expect(lazy).toContain('<span aria-label="Compartir favoritos"');
  });

  it('once loaded, opens on hover and on keyboard focus, follows a new title, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      themed(<LazyTooltip title="Agregar a favoritos">{heart('Agregar a favoritos: 2')}</LazyTooltip>),
    );
    const button = screen.getByRole('button', { name: 'Agregar a favoritos: 2' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Agregar a favoritos');
    rerender(
      themed(<LazyTooltip title="Eliminar de favoritos">{heart('Agregar a favoritos: 2')}</LazyTooltip>),
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Eliminar de favoritos');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Eliminar de favoritos');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('keeps the child working: its own listeners and ref still get their calls', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    let node: HTMLElement | null = null;
    render(
      themed(
        <LazyTooltip title="Tus inmuebles favoritos">
          <IconButton
            aria-label="Favoritos"
            disableRipple
            ref={(el) => {
              node = el;
            }}
            onMouseOver={() => calls.push('mouseover')}
            onFocus={() => calls.push('focus')}
            onClick={() => calls.push('click')}
          >
            <FavoriteBorderIcon />
          </IconButton>
        </LazyTooltip>,
      ),
    );
    const button = screen.getByRole('button', { name: 'Favoritos' });
    expect(node).toBe(button);
    await user.click(button);
    expect(calls).toEqual(['mouseover', 'focus', 'click']);
    // A click focuses the button but is not keyboard focus; the hover shows the tooltip.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Tus inmuebles favoritos');
  });
});

describe('LazyTooltip before its code has arrived', () => {
  /** A fresh copy of the component whose Tooltip download finishes when `arrive` is called. */
  async function withSlowDownload() {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.resetModules();
    vi.doMock('@mui/material/Tooltip', async () => {
      await arrived;
      return vi.importActual('@mui/material/Tooltip');
    });
    const { LazyTooltip: FreshLazyTooltip } = await import('./lazy-tooltip');
    const finish = async () => {
      arrive();
      // The download resolves, then the Tooltip mounts and its enter delay (100 ms) would pass.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    };
    return { FreshLazyTooltip, finish };
  }

  afterEach(() => {
    vi.doUnmock('@mui/material/Tooltip');
  });

  it('stays closed when the pointer left before the code arrived, and opens on the next hover', async () => {
    const { FreshLazyTooltip, finish } = await withSlowDownload();
    const user = userEvent.setup();
    render(themed(<FreshLazyTooltip title="Compartir">{heart('Compartir inmueble')}</FreshLazyTooltip>));
    const button = screen.getByRole('button', { name: 'Compartir inmueble' });
    await user.hover(button);
    await user.unhover(button);
    await finish();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Compartir');
  });

  it('does not open on a tap, even when the code arrives between the touch and its emulated mouseover', async () => {
    const { FreshLazyTooltip, finish } = await withSlowDownload();
    render(themed(<FreshLazyTooltip title="Compartir">{heart('Compartir inmueble')}</FreshLazyTooltip>));
    const button = screen.getByRole('button', { name: 'Compartir inmueble' });
    fireEvent.touchStart(button);
    fireEvent.touchEnd(button);
    await finish();
    fireEvent.mouseOver(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
