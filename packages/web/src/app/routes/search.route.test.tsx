import type { PropertySearchResult } from '@inmo/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchRoute, { SearchPageWithParts } from './search.route';
import { propertyCard } from '~/test/fixtures';
import { renderWithProviders } from '~/test/render-with-providers';
import { FILTER_STORAGE_KEY } from '~/lib/search-filter';

interface Call {
  path: string;
  params: URLSearchParams;
  signal: AbortSignal | null | undefined;
}

let calls: Call[] = [];
let searchAnswer: (params: URLSearchParams, signal?: AbortSignal | null) => Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function result(overrides: Partial<PropertySearchResult> = {}): PropertySearchResult {
  const items = [propertyCard(), propertyCard({ code: '919-1002', price: 1_800_000 })];
  return {
    items,
    total: 40,
    page: 1,
    pageSize: 12,
    pageCount: 4,
    valmin: 700_000,
    valmax: 50_000_000,
    ...overrides,
  };
}

const detail = {
  ...propertyCard(),
  description: 'Apartamento iluminado',
  age: 3,
  latitude: null,
  longitude: null,
  branch: null,
  branchId: null,
  photos: [],
  internalFeatures: [],
  externalFeatures: [],
  advisor: null,
};

beforeEach(() => {
  calls = [];
  searchAnswer = (params) => Promise.resolve(json(result({ page: Number(params.get('page') ?? 1) })));
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      calls.push({ path: url.pathname, params: url.searchParams, signal: init?.signal });
      if (url.pathname === '/api/properties') return searchAnswer(url.searchParams, init?.signal);
      if (url.pathname === '/api/properties/featured') return Promise.resolve(json({ items: [] }));
      if (url.pathname === '/api/locations/cities')
        return Promise.resolve(
          json([
            { id: 25974, name: 'Medellín', departmentId: 5 },
            { id: 25999, name: 'Envigado', departmentId: 5 },
          ]),
        );
      if (url.pathname === '/api/locations/cities/25974/neighbourhoods')
        return Promise.resolve(json([{ id: 2597414, name: 'Laureles', cityId: 25974 }]));
      if (url.pathname === '/api/properties/919-1001') return Promise.resolve(json(detail));
      return Promise.resolve(json({ statusCode: 404, message: 'No se encontró el inmueble' }, 404));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function searches(): URLSearchParams[] {
  return calls.filter((c) => c.path === '/api/properties').map((c) => c.params);
}

function lastSearch(): URLSearchParams {
  const all = searches();
  const last = all[all.length - 1];
  if (!last) throw new Error('no search yet');
  return last;
}

function renderSearch(path = '/busqueda/', routePath = '/busqueda/') {
  return renderWithProviders(<SearchPageWithParts />, {
    path,
    routePath,
    extraRoutes: [{ path: '/inmueble/:Cod_Inmueble', element: <h1>Detalle del inmueble</h1> }],
  });
}

/** The sidebar panel (the phone drawer holds a second, closed copy). */
function sidebar() {
  return within(screen.getByRole('complementary', { hidden: true }));
}

describe('SearchPage', () => {
  it("opens the 'BOGOTÁ Y LA SABANA' group from the 'Bogotá y la Sabana – Encuentra tu sede' banner", async () => {
    const user = userEvent.setup();
    renderSearch();
    const finder = within(await screen.findByRole('region', { name: '¡ENCUENTRA TU SEDE MÁS CERCANA!' }));
    expect(finder.getByRole('button', { name: 'ANTIOQUIA' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^Bogotá y la Sabana .*Encuentra tu sede$/ }));
    expect(finder.getByRole('button', { name: 'BOGOTÁ Y LA SABANA' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(finder.getByRole('heading', { level: 3, name: 'FONTIBÓN' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Antioquia .*Encuentra tu sede$/ }));
    expect(finder.getByRole('heading', { level: 3, name: 'LAURELES' })).toBeInTheDocument();
  });

  it('has no map view, and no branches map, when the gateway has no tile provider (production)', async () => {
    renderWithProviders(<SearchPageWithParts />, {
      path: '/busqueda/?vista=mapa',
      routePath: '/busqueda/',
      rootData: { publicUrl: '', map: { tileUrl: null, attribution: '' } },
    });
    expect(await screen.findByText('Mostrando: 2 de 40')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ver los resultados en' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mapa' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nuestras 12 sedes en el mapa' })).toBeNull();
    // With tiles, both are there.
    cleanup();
    renderSearch();
    expect(await screen.findByRole('button', { name: 'Mapa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nuestras 12 sedes en el mapa' })).toBeInTheDocument();
  });

  it('searches with the filter of the address and shows cards and "Mostrando: X de Y"', async () => {
    renderSearch('/busqueda/?gestion=5&ciudad=25974&habitaciones=2&orden=menor-precio&page=2');
    expect(await screen.findByText('Mostrando: 2 de 40')).toBeInTheDocument();
    expect(Object.fromEntries(lastSearch())).toEqual({
      gestion: '5',
      ciudad: '25974',
      habitaciones: '2',
      orden: 'menor-precio',
      page: '2',
    });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Inmuebles en venta en Medellín' }),
    ).toBeInTheDocument();
  });

  it('goes back to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/busqueda/?page=3');
    await screen.findByText('Mostrando: 2 de 40');
    expect(lastSearch().get('page')).toBe('3');

    await user.selectOptions(sidebar().getByLabelText('Tipo de inmueble'), 'Casa');
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=2'));
    await waitFor(() => expect(Object.fromEntries(lastSearch())).toEqual({ gestion: '1', tipo: '2' }));
  });

  it('changes the page without touching the filter', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/busqueda/?ciudad=25974');
    await screen.findByText('Mostrando: 2 de 40');
    const third = screen.getByRole('link', { name: 'Ir a la página 3' });
    // A real address: it opens in a new tab, and works before the app has started.
    expect(third).toHaveAttribute('href', '/busqueda/?ciudad=25974&page=3');
    expect(screen.getByRole('link', { name: 'Página 1, actual' })).toHaveAttribute('aria-current', 'page');
    await user.click(third);
    await waitFor(() => expect(router.state.location.search).toBe('?ciudad=25974&page=3'));
    await waitFor(() => expect(lastSearch().get('page')).toBe('3'));
  });

  it('resets the price bounds when the gestion changes', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch('/busqueda/?valmin=1000000&valmax=3000000');
    await screen.findByText('Mostrando: 2 de 40');
    expect(sidebar().getByTestId('precio-desde')).toHaveTextContent('$ 1.000.000');
    expect(sidebar().getByTestId('precio-hasta')).toHaveTextContent('$ 3.000.000');
    expect(lastSearch().get('valmin')).toBe('1000000');

    await user.selectOptions(sidebar().getByLabelText('Gestión'), 'Venta');
    await waitFor(() => expect(router.state.location.search).toBe('?gestion=5'));
    expect(sidebar().getByTestId('precio-desde')).toHaveTextContent('$ 100.000.000');
    expect(sidebar().getByTestId('precio-hasta')).toHaveTextContent('$ 2.000.000.000');
    await waitFor(() => expect(Object.fromEntries(lastSearch())).toEqual({ gestion: '5' }));
  });

  it('applies the price range 500 ms after the thumbs stop, on the 50.000 grid', async () => {
    const { router } = renderSearch();
    await screen.findByText('Mostrando: 2 de 40');
    const min = sidebar().getByRole('slider', { name: 'Precio mínimo', hidden: true });
    const max = sidebar().getByRole('slider', { name: 'Precio máximo', hidden: true });
    expect(min).toHaveAttribute('step', '50000');
    fireEvent.change(min, { target: { value: '1200000' } });
    fireEvent.change(max, { target: { value: '3000000' } });
    expect(sidebar().getByTestId('precio-desde')).toHaveTextContent('$ 1.200.000');
    expect(min).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\$\s1\.200\.000$/));
    // Nothing is applied while the visitor may still be moving them.
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?valmin=1200000&valmax=3000000'));
    await waitFor(() => expect(lastSearch().get('valmax')).toBe('3000000'));
  });

  it('keeps the counters between 0 and 5', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    await screen.findByText('Mostrando: 2 de 40');
    const less = sidebar().getByRole('button', { name: 'Menos habitaciones', hidden: true });
    const more = sidebar().getByRole('button', { name: 'Más habitaciones', hidden: true });
    expect(less).toBeDisabled();
    for (let i = 0; i < 5; i += 1) await user.click(more);
    expect(more).toBeDisabled();
    expect(sidebar().getByLabelText('Habitaciones: 5 o más')).toHaveTextContent('5+');
    await waitFor(() => expect(router.state.location.search).toBe('?habitaciones=5'));
    await user.click(less);
    await waitFor(() => expect(router.state.location.search).toBe('?habitaciones=4'));
  });

  it('adds up two clicks made before the page renders again', async () => {
    const { router } = renderSearch();
    await screen.findByText('Mostrando: 2 de 40');
    const more = sidebar().getByRole('button', { name: 'Más baños', hidden: true });
    // Both clicks land in the same tick: the second must build on the first, not on the rendered value.
    act(() => {
      more.click();
      more.click();
    });
    await waitFor(() => expect(router.state.location.search).toBe('?banos=2'));
  });

  it('loads the sectors of the chosen city', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    await screen.findByText('Mostrando: 2 de 40');
    const sector = sidebar().getByLabelText('Sector');
    expect(sector).toBeDisabled();
    await user.selectOptions(sidebar().getByLabelText('Ubicación'), 'Medellín');
    await waitFor(() => expect(sector).toBeEnabled());
    await user.selectOptions(
      sector,
      await sidebar().findByRole('option', { name: 'Laureles', hidden: true }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?ciudad=25974&barrio=2597414'));
  });

  it('shows "Sin resultados" and "Mostrando: 0 de 0" when nothing matches', async () => {
    searchAnswer = () => Promise.resolve(json(result({ items: [], total: 0, pageCount: 0 })));
    renderSearch();
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
    expect(screen.getByText('Mostrando: 0 de 0')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('aborts the pending search when a newer one starts', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    searchAnswer = (params, signal) => {
      if (params.get('orden') === 'mayor-precio') return Promise.resolve(json(result()));
      if (signal) signals.push(signal);
      return new Promise<Response>((_, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    renderSearch();
    await waitFor(() => expect(signals).toHaveLength(1));
    const results = screen.getByRole('region', { name: 'Inmuebles en arriendo' });
    expect(within(results).getByRole('status')).toHaveTextContent('Cargando...');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Mayor precio');
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    expect(await screen.findByText('Mostrando: 2 de 40')).toBeInTheDocument();
  });

  it('goes to the detail page when the code in the address exists', async () => {
    const { router } = renderSearch('/busqueda/?codigo=919-1001');
    expect(await screen.findByRole('heading', { name: 'Detalle del inmueble' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inmueble/919-1001');
  });

  it('shows the not-found alert for 1.5 s and clears the code from the address', async () => {
    const { router } = renderSearch('/busqueda/?codigo=919-404&ciudad=25974');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se encontró el inmueble: 919-404');
    await waitFor(() => expect(router.state.location.search).toBe('?ciudad=25974'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('keeps the missing code on one line in the alert, never broken at its hyphen (phone)', async () => {
    renderSearch('/busqueda/?codigo=919-99999');
    const alert = await screen.findByRole('alert');
    // The code is its own element that cannot wrap: '919-' and '99999' never land on two lines.
    expect(within(alert).getByText('919-99999')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('searches a typed code with the 919- prefix', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    await user.type(screen.getByLabelText('Código del inmueble'), '1001');
    await user.click(screen.getByRole('button', { name: 'Buscar código' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inmueble/919-1001'));
  });

  it('applies a preset route, names matched without case or accents', async () => {
    renderSearch('/busqueda/VENTA/Medellin/apartamento', '/busqueda/:gestion/:ubicacion/:tipoPropiedad');
    await screen.findByText('Mostrando: 2 de 40');
    expect(Object.fromEntries(lastSearch())).toEqual({ gestion: '5', tipo: '1', ciudad: '25974' });
  });

  it('keeps the filter in local storage "filtro" and removes it when the page unloads', async () => {
    renderSearch('/busqueda/?ciudad=25999&banos=2');
    await screen.findByText('Mostrando: 2 de 40');
    const stored = JSON.parse(window.localStorage.getItem(FILTER_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ gestion: 1, ciudad: 25999, banos: 2 });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(window.localStorage.getItem(FILTER_STORAGE_KEY)).toBeNull();
  });

  it('brings back the stored filter on a plain /busqueda/ through the route redirect', async () => {
    window.localStorage.setItem(FILTER_STORAGE_KEY, JSON.stringify({ gestion: 5, ciudad: 25999, page: 1 }));
    const { router } = renderWithProviders(<p>otra página</p>, {
      path: '/busqueda/',
      routePath: '/otra/',
      extraRoutes: [{ path: '/busqueda/', element: <SearchRoute /> }],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?gestion=5&ciudad=25999'));
    await screen.findByText('Mostrando: 2 de 40');
    // The defaults are never searched first.
    expect(searches().map((p) => p.get('ciudad'))).toEqual(['25999']);

    // A link to the plain address while the page is on screen (the header's 'Buscar inmuebles', or a link
    // followed before the page left for another) brings it back too.
    await act(() => router.navigate('/busqueda/'));
    await waitFor(() => expect(router.state.location.search).toBe('?gestion=5&ciudad=25999'));
    await screen.findByText('Mostrando: 2 de 40');

    // "Limpiar filtros" on the page stays clear: the page's own navigations bring nothing back.
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.search).toBe('');
  });

  it('builds quick consecutive changes on each other', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    await screen.findByText('Mostrando: 2 de 40');
    const more = sidebar().getByRole('button', { name: 'Más baños', hidden: true });
    await Promise.all([user.click(more), user.click(more), user.click(more)]);
    await waitFor(() => expect(router.state.location.search).toBe('?banos=3'));
  });
});
