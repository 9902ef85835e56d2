import { FORM_ERROR_MESSAGES, type PropertyCard, type PropertyDetail } from '@inmo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertyCard, propertyDetail } from '~/test/fixtures';
import { renderWithProviders } from '~/test/render-with-providers';
import { FAVORITES_STORAGE_KEY } from '~/features/favorites/hooks/use-favorites';
import { ACCEPTED_TREATMENT_DATA_KEY } from '~/features/property/hooks/use-accepted-treatment-data';
import { DEFAULT_ADVISOR_PHOTO } from '~/features/property/components/advisor-card';
import PropertyRoute from './property.route';

vi.mock('~/components/captcha/captcha-field', () => import('~/test/captcha-field-stub'));

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function fakeGateway(
  detail: PropertyDetail | null,
  posts: Record<string, { status: number; body: unknown }> = {},
  similar: PropertyCard[] = [],
) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const json = (status: number, body: unknown) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    if (method === 'POST') {
      const answer = posts[url];
      return answer ? json(answer.status, answer.body) : json(500, { statusCode: 500, message: 'x' });
    }
    if (url.endsWith('/similar')) return json(200, { items: similar });
    if (detail && url === `/api/properties/${detail.code}`) return json(200, detail);
    return json(404, { statusCode: 404, message: `No se encontró el inmueble: ${url.split('/').pop()}` });
  });
  return calls;
}

function renderDetail(code = '919-1001') {
  return renderWithProviders(<PropertyRoute />, {
    path: `/inmueble/${code}`,
    routePath: '/inmueble/:Cod_Inmueble',
    extraRoutes: [{ path: '/', element: <h1>Inicio</h1> }],
  });
}

afterEach(() => vi.restoreAllMocks());

describe('PropertyPage', () => {
  it('shows the detail with its document title, price, code, facts, age, features and banner priority', async () => {
    fakeGateway(propertyDetail());
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Antioquia, Medellín, Laureles' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(
      'Arriendo Apartamento en Antioquia, Laureles, Medellín | Alameda Inmobiliaria',
    );
    expect(screen.getByText('ARRIENDO')).toBeInTheDocument();
    expect(screen.getByText('Código 919-1001')).toBeInTheDocument();
    expect(screen.getByText('Edad Inmueble: menos de un año')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acerca de la propiedad' })).toBeInTheDocument();
    expect(screen.getByTestId('dato-Área')).toHaveTextContent('82 m²');

    // At most 4 icons per list: 5 known external features, the fifth listed as text.
    const icons = screen.getByTestId('caracteristicas-características-externas-iconos');
    expect(within(icons).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Salón comunal')).toBeInTheDocument();

    const banner = screen.getByRole('button', { name: 'Ver las 3 fotos en grande' }).querySelector('img');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    const thumbs = screen
      .getAllByRole('button', { name: /^Ampliar foto/ })
      .map((b) => b.querySelector('img'));
    expect(thumbs.every((img) => img?.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it("shows 'Propiedades Similares' only when there are similar listings", async () => {
    const calls = fakeGateway(propertyDetail());
    const { unmount } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Antioquia, Medellín, Laureles' });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/similar'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Propiedades Similares' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No encontramos propiedades similares/)).not.toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    fakeGateway(propertyDetail(), {}, [
      propertyCard({ code: '919-2001' }),
      propertyCard({ code: '919-2002' }),
    ]);
    renderDetail();
    const section = (await screen.findByRole('heading', { name: 'Propiedades Similares' })).closest(
      'section',
    );
    expect(section?.querySelectorAll(':scope > ul > li')).toHaveLength(2);
  });

  it('shows a not-found page for a missing code', async () => {
    fakeGateway(null);
    renderDetail('919-424242');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inmueble no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No se encontró el inmueble: 919-424242/)).toBeInTheDocument();
    expect(document.title).toBe('Inmueble no encontrado | Alameda Inmobiliaria');
  });

  it('toggles the favorite with the spec tooltips and stores the card (no detail fields)', async () => {
    const user = userEvent.setup();
    fakeGateway(propertyDetail());
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Agregar a favoritos: 919-1001' }));
    expect(screen.getByRole('button', { name: 'Eliminar de favoritos: 919-1001' })).toBeInTheDocument();
    const saved = JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]') as Record<
      string,
      unknown
    >[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ code: '919-1001' });
    expect(saved[0]).not.toHaveProperty('photos');
  });

  it('shares by WhatsApp, Facebook and mail to the marketing mailbox with the page URL', async () => {
    const user = userEvent.setup();
    fakeGateway(propertyDetail());
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Compartir inmueble' }));
    const menu = await screen.findByRole('menu');
    const url = encodeURIComponent(window.location.href);
    expect(within(menu).getByRole('menuitem', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'WhatsApp' }).getAttribute('href')).toContain(url);
    expect(within(menu).getByRole('menuitem', { name: 'Correo' }).getAttribute('href')).toMatch(
      /^mailto:mercadeo@alamedainmobiliaria\.com\.co\?.*body=/,
    );
  });

  it('advisor: without prior consent shows the small form, posts it, remembers it and opens the menu', async () => {
    const user = userEvent.setup();
    const calls = fakeGateway(propertyDetail(), {
      '/api/advisor-consent': { status: 201, body: { id: '7' } },
    });
    renderDetail();
    const photo = await screen.findByRole('img', { name: 'Foto de Laura Restrepo' });
    expect(photo).toHaveAttribute('src', DEFAULT_ADVISOR_PHOTO);

    await user.click(screen.getByRole('button', { name: 'Contactar Asesor' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Autorización para contactar al asesor' });
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    expect(await within(form).findAllByText('Este campo es obligatorio*')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText(/Nombre completo/), 'Ana María Gómez');
    await user.type(within(form).getByLabelText(/Celular/), '310-555 12ab34');
    expect(within(form).getByLabelText(/Celular/)).toHaveValue('3105551234');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Llamar/ })).toHaveAttribute(
      'href',
      'tel:+573104567890',
    );
    const whatsapp =
      within(menu)
        .getByRole('menuitem', { name: /WhatsApp/ })
        .getAttribute('href') ?? '';
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/573104567890\?text=/);
    expect(decodeURIComponent(whatsapp)).toContain('919-1001');
    expect(window.localStorage.getItem(ACCEPTED_TREATMENT_DATA_KEY)).toBe('true');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/advisor-consent',
      body: { fullname: 'ANA MARÍA GÓMEZ', cellphone: '3105551234', propertyCode: '919-1001', consent: true },
    });
  });

  it("contact bar: the price, then 'Llamar' and 'WhatsApp' after the data-treatment step", async () => {
    const user = userEvent.setup();
    fakeGateway(propertyDetail(), { '/api/advisor-consent': { status: 201, body: { id: '8' } } });
    renderDetail();
    const bar = within(await screen.findByRole('complementary', { name: 'Contactar al asesor' }));
    expect(bar.getByText(/\$\s2\.500\.000/)).toBeInTheDocument();
    expect(bar.getByText('/ mes')).toBeInTheDocument();
    // No consent yet: the buttons ask for it first, as 'Contactar Asesor' does.
    expect(bar.queryByRole('link')).not.toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'WhatsApp' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contactar a Laura Restrepo' }));
    await user.type(dialog.getByLabelText(/Nombre completo/), 'Ana María Gómez');
    await user.type(dialog.getByLabelText(/Celular/), '3105551234');
    await user.click(dialog.getByRole('checkbox'));
    await user.click(dialog.getByRole('button', { name: 'Continuar' }));
    expect(await dialog.findByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+573104567890');
    expect(window.localStorage.getItem(ACCEPTED_TREATMENT_DATA_KEY)).toBe('true');
    // From now on the bar's buttons are the links themselves.
    expect(bar.getByRole('link', { name: 'Llamar', hidden: true })).toHaveAttribute(
      'href',
      'tel:+573104567890',
    );
    const whatsapp = bar.getByRole('link', { name: 'WhatsApp', hidden: true }).getAttribute('href') ?? '';
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/573104567890\?text=/);
    expect(decodeURIComponent(whatsapp)).toContain(
      'Hola, estoy interesado en el inmueble con código 919-1001.',
    );
  });

  it('advisor: with prior consent opens the menu directly', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(ACCEPTED_TREATMENT_DATA_KEY, 'true');
    const calls = fakeGateway(propertyDetail());
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Contactar Asesor' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(
      screen.queryByRole('form', { name: 'Autorización para contactar al asesor' }),
    ).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("contact form: the §8 message on failure keeps the typed values; 'Envio exitoso' then home on success", async () => {
    const user = userEvent.setup();
    const posts: Record<string, { status: number; body: unknown }> = {
      '/api/properties/919-1001/contact': { status: 500, body: { statusCode: 500, message: 'boom' } },
    };
    const calls = fakeGateway(propertyDetail(), posts);
    const { router } = renderDetail();
    const form = await screen.findByRole('form', { name: 'SOLICITA TU ASESORÍA' });
    await user.type(within(form).getByLabelText(/Nombre completo/), 'Pedro Pérez');
    await user.type(within(form).getByLabelText(/Celular/), '3001234567');
    await user.type(within(form).getByLabelText(/Correo electrónico/), 'pedro@example.com');
    await user.type(within(form).getByLabelText(/Mensaje/), 'Quiero visitarlo');
    expect(within(form).getByText('16/200')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('Por favor llena el Recaptcha')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Resolver captcha' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText(FORM_ERROR_MESSAGES.record)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Nombre completo/)).toHaveValue('Pedro Pérez');
    expect(within(form).getByLabelText(/Mensaje/)).toHaveValue('Quiero visitarlo');

    posts['/api/properties/919-1001/contact'] = { status: 201, body: { id: '12' } };
    await user.click(within(form).getByRole('button', { name: 'Resolver captcha' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Envio exitoso' });
    await user.click(within(dialog).getByRole('button', { name: 'Volver al inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({
      fullname: 'PEDRO PÉREZ',
      cellphone: '3001234567',
      email: 'pedro@example.com',
      message: 'QUIERO VISITARLO',
      propertyCode: '919-1001',
      consent: true,
      captcha: 'captcha-token',
    });
  });
});
