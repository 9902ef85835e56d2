import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInBrowser } from './use-in-browser';

const renders: boolean[] = [];

function Probe() {
  const inBrowser = useInBrowser();
  renders.push(inBrowser);
  return <p>{inBrowser ? 'navegador' : 'servidor'}</p>;
}

describe('useInBrowser', () => {
  afterEach(() => {
    renders.length = 0;
    document.body.innerHTML = '';
  });

  it("is false on the server and while hydrating (no mismatch), true once the page is the app's", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.textContent).toBe('servidor');
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: mismatch });
      await Promise.resolve();
    });
    expect(renders).toEqual([false, false, true]);
    expect(container.textContent).toBe('navegador');
    expect(mismatch).not.toHaveBeenCalled();
  });

  it('is true from the first render of a page the browser draws itself (a link followed)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => createRoot(container).render(<Probe />));
    expect(renders).toEqual([true]);
  });
});
