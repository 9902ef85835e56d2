import { BRANCHES, SITE } from '@inmo/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { propertyDetail } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { createQueryClient } from '~/lib/query-client';
import { ALL_NAV, PRIMARY_NAV } from '~/config/navigation';
import { AppProviders } from './providers';
import ShellLayout, { ErrorBoundary as ShellErrorBoundary } from './routes/shell';

describe('routes', () => {
  it.each([
    ['/', 'Encuentra tu próximo hogar en Antioquia y Bogotá', 'Búsqueda de inmuebles'],
    ['/busqueda', 'Encuentra tu próximo hogar en Antioquia y Bogotá', 'Búsqueda de inmuebles'],
    ['/busqueda/', 'Encuentra tu próximo hogar en Antioquia y Bogotá', 'Búsqueda de inmuebles'],
    ['/busqueda/inmueble/', 'Encuentra tu próximo hogar en Antioquia y Bogotá', 'Búsqueda de inmuebles'],
    [
      '/busqueda/arriendo/medellin/apartamento',
      'Encuentra tu próximo hogar en Antioquia y Bogotá',
      'Apartamento en arriendo en Medellín',
    ],
    ['/favoritos/', 'Tus inmuebles favoritos', 'Favoritos'],
    ['/rentalsimulator/', 'Simulador', 'Simulador de renta'],
    ['/Forms/formPromoteProperty/', 'Promociona tu inmueble', 'Promociona tu inmueble'],
    ['/trabaja-con-nosotros/', 'Trabaja con nosotros', 'Trabaja con nosotros'],
    ['/contacto/', 'Contacto', 'Contacto'],
    ['/politica-de-datos/', 'Política de tratamiento de datos personales', 'Política de datos'],
    ['/mantenimientos/crear/', 'Formulario Mantenimientos y Reparaciones', 'Mantenimientos'],
    // Not the last maintenance created in this browser: refused, back to the form (spec §2).
    ['/mantenimientos/exportPDF/15', 'Formulario Mantenimientos y Reparaciones', 'Mantenimientos'],
    ['/mantenimientos/', 'Formulario Mantenimientos y Reparaciones', 'Mantenimientos'],
    ['/pqrs/crear/', 'Formulario Peticiones Quejas y Reclamos', 'PQRS'],
    ['/pqrs/exportPDF/88', 'PETICIONES - QUEJAS - RECLAMOS - SUGERENCIAS', 'PQRS 88'],
    ['/esto/no/existe', 'Página no encontrada', 'Página no encontrada'],
  ])('%s shows its page and title', async (path, heading, title) => {
    await renderApp(path);
    // A redirect loads the next route's module first: a cold import can take seconds here.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | ${SITE.titleSuffix}`));
  });

  it("a PQRS filed in another browser says so and offers no 'Descargar PDF'", async () => {
    await renderApp('/pqrs/exportPDF/88');
    expect(await screen.findByText(/No encontramos esta PQRS en este navegador/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Radicar otra PQRS' })).toBeInTheDocument();
  });

  it('/inmueble/{code} shows the property page (its not-found state for an unknown code)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 404, message: 'No se encontró el inmueble: 919-123' }), {
        status: 404,
      }),
    );
    await renderApp('/inmueble/919-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inmueble no encontrado' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Inmueble no encontrado | ${SITE.titleSuffix}`));
    vi.restoreAllMocks();
  });

  it('sends /redirect-to-main-app/{code} to the property page', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 404, message: 'No se encontró el inmueble: 919-777' }), {
        status: 404,
      }),
    );
    const { router } = await renderApp('/redirect-to-main-app/919-777');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inmueble no encontrado' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inmueble/919-777');
    expect(fetchSpy).toHaveBeenCalledWith('/api/properties/919-777', expect.anything());
    vi.restoreAllMocks();
  });

  it('offers a way home from the 404 page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/no-existe');
    await user.click(await screen.findByRole('link', { name: 'Volver al inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Encuentra tu próximo hogar/ }),
    ).toBeInTheDocument();
  });
});

describe('shell', () => {
  it('has the landmarks, the skip link and the main navigation', async () => {
    await renderApp('/contacto/');
    await screen.findByRole('heading', { level: 1, name: 'Contacto' });
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's code loads after the page's (hydratesLater).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    // The desktop bar is hidden by CSS at jsdom's (phone) width, so include hidden elements.
    const primary = screen.getByRole('navigation', { name: 'Principal', hidden: true });
    for (const item of PRIMARY_NAV) {
      expect(within(primary).getByRole('link', { name: item.label, hidden: true })).toHaveAttribute(
        'href',
        item.to,
      );
    }
    expect(within(primary).getByRole('link', { name: 'Contacto', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens a mobile menu with every part of the site', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('navigation', { name: 'Menú del sitio' });
    for (const item of ALL_NAV) {
      expect(within(menu).getByRole('link', { name: item.label })).toHaveAttribute('href', item.to);
    }
    expect(ALL_NAV.map((i) => i.label)).toEqual(
      expect.arrayContaining([
        'Inicio',
        'Buscar inmuebles',
        'Arrendar',
        'Comprar',
        'Favoritos',
        'Simulador',
        'Promociona tu inmueble',
        'PQRS',
        'Mantenimientos',
        'Trabaja con nosotros',
        'Contacto',
      ]),
    );
  });

  it('shows the 12 branches, contact channels and the data policy link in the footer', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    for (const branch of BRANCHES) {
      expect(within(footer).getByRole('heading', { name: branch.nombre })).toBeInTheDocument();
    }
    expect(
      within(footer).getAllByRole('link', { name: /Política de (tratamiento de )?datos/ })[0],
    ).toHaveAttribute('href', '/politica-de-datos/');
    expect(within(footer).getAllByRole('link', { name: 'PQRS' })[0]).toHaveAttribute('href', '/pqrs/crear/');
    expect(within(footer).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${SITE.whatsapp.number}`,
    );
    expect(within(footer).getByRole('link', { name: SITE.emails.contact })).toHaveAttribute(
      'href',
      `mailto:${SITE.emails.contact}`,
    );
    expect(within(footer).getByText(new RegExp(`© \\d{4} ${SITE.legalName}`))).toBeInTheDocument();
  });

  it('re-creates the page when the path changes', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = url.endsWith('/similar')
        ? { items: [] }
        : propertyDetail({
            code: url.split('/').pop(),
            neighbourhood: url.endsWith('919-1') ? 'Laureles' : 'Envigado',
          });
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
    const { router } = await renderApp('/inmueble/919-1');
    const first = await screen.findByRole('heading', { level: 1, name: 'Antioquia, Medellín, Laureles' });
    await act(() => router.navigate('/inmueble/919-2'));
    const second = await screen.findByRole('heading', { level: 1, name: 'Antioquia, Medellín, Envigado' });
    expect(first).not.toBeInTheDocument();
    expect(second).not.toBe(first);
    vi.restoreAllMocks();
  });

  it("keeps the header and footer and offers a reload when a page's code fails to load", async () => {
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          Component: ShellLayout,
          ErrorBoundary: ShellErrorBoundary,
          children: [{ path: '*', lazy: failing }],
        },
      ],
      { initialEntries: ['/contacto/'] },
    );
    await act(() =>
      Promise.resolve(
        render(
          <AppProviders queryClient={createQueryClient()}>
            <RouterProvider router={router} />
          </AppProviders>,
        ),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hubo un problema al cargar la página' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
