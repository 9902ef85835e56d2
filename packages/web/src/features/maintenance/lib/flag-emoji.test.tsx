import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { useFlagEmojiSupported } from './flag-emoji';

function Mark() {
  return <span>{useFlagEmojiSupported() ? 'bandera' : 'CO'}</span>;
}

afterEach(() => vi.restoreAllMocks());

it('hydrates as the server rendered it, and checks the flag only once the browser is idle', async () => {
  // A device that draws the flag in colour: every pixel red.
  const pixels = new Uint8ClampedArray(32 * 32 * 4).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0));
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillText: () => undefined,
    getImageData: () => ({ data: pixels }),
  } as unknown as CanvasRenderingContext2D);
  const recoverable: unknown[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Mark />);
  document.body.append(container);
  expect(container.textContent).toBe('CO');
  await act(async () => {
    hydrateRoot(container, <Mark />, { onRecoverableError: (error) => recoverable.push(error) });
    await Promise.resolve();
  });
  expect(container.textContent).toBe('CO');
  expect(getContext).not.toHaveBeenCalled();
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(container.textContent).toBe('bandera');
  expect(recoverable).toEqual([]);
  container.remove();
});
