import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '~/test/render-with-providers';
import { useCodeLookup } from './use-code-lookup';

function Lookup({ code: initial }: { code: string }) {
  const [code, setCode] = useState<string | null>(initial);
  const lookup = useCodeLookup(code, () => setCode(null));
  return (
    <>
      <button type="button" onClick={() => setCode(initial)}>
        Buscar otra vez
      </button>
      <p>{lookup.missingCode ? `Sin resultado: ${lookup.missingCode}` : 'Sin alerta'}</p>
      <button type="button" onClick={lookup.alertShown}>
        Alerta en pantalla
      </button>
    </>
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ statusCode: 404, message: 'No se encontró el inmueble' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCodeLookup', () => {
  it("counts the not-found alert's 1.5 s from when the alert shows, not from the answer", async () => {
    renderWithProviders(<Lookup code="919-404" />);
    expect(await screen.findByText('Sin resultado: 919-404')).toBeInTheDocument();
    // The alert's code is still arriving (a slow phone): the alert is kept past its 1.5 s.
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    expect(screen.getByText('Sin resultado: 919-404')).toBeInTheDocument();
    const shownAt = Date.now();
    act(() => screen.getByRole('button', { name: 'Alerta en pantalla' }).click());
    await waitFor(() => expect(screen.getByText('Sin alerta')).toBeInTheDocument(), { timeout: 3_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_400);
  });
  it('hides the alert 1.5 s after it shows when the same missing code is looked up again meanwhile', async () => {
    renderWithProviders(<Lookup code="919-404" />);
    expect(await screen.findByText('Sin resultado: 919-404')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Alerta en pantalla' }).click());
    act(() => screen.getByRole('button', { name: 'Buscar otra vez' }).click());
    await waitFor(() => expect(screen.getByText('Sin alerta')).toBeInTheDocument(), { timeout: 3_000 });
  });
});
