import { ALERT_MESSAGES, type SearchAlertSummary } from '@inmo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES } from '~/lib/api-client';
import { renderApp } from '~/test/render-app';

const DAILY: SearchAlertSummary = {
  id: 'a1',
  label: 'Apartamento en arriendo · Medellín',
  frequency: 'diaria',
  status: 'active',
  searchPath: '/busqueda/?gestion=1&ciudad=25974&tipo=1',
  createdAt: '2026-11-20T15:00:00.000Z',
};
const WEEKLY: SearchAlertSummary = {
  id: 'a2',
  label: 'Casa en venta · Envigado · hasta $ 900.000.000',
  frequency: 'semanal',
  status: 'pending',
  searchPath: '/busqueda/?gestion=5&ciudad=25999&tipo=2',
  createdAt: '2026-11-25T03:00:00.000Z',
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

/** The gateway's alert endpoints: `token` is the only good confirmation and management token. */
function fakeGateway({ alerts = [DAILY, WEEKLY], confirmStatus = 200 } = {}) {
  const calls: Call[] = [];
  let list = [...alerts];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url: `${url.pathname}${url.search}`,
      body: init?.body && JSON.parse(init.body as string),
    });
    const token = url.searchParams.get('token');
    if (method === 'POST' && url.pathname === '/api/alerts/confirm') {
      const body = JSON.parse(init?.body as string) as { token: string };
      if (confirmStatus === 500) return json({ statusCode: 500, message: 'boom' }, 500);
      if (confirmStatus === 400)
        return json(
          {
            statusCode: 400,
            message: ALERT_MESSAGES.tooMany,
            errors: [{ field: 'token', message: ALERT_MESSAGES.tooMany }],
          },
          400,
        );
      return body.token === 'tok'
        ? json({ alert: { ...DAILY, status: 'active' }, manageToken: 'gestion-tok' })
        : json({ statusCode: 404, message: ALERT_MESSAGES.invalidLink }, 404);
    }
    if (method === 'GET' && url.pathname === '/api/alerts/manage')
      return token === 'gestion-tok'
        ? json({ email: 'a***@example.com', alerts: list })
        : json({ statusCode: 404, message: ALERT_MESSAGES.invalidLink }, 404);
    const deleting = /^\/api\/alerts\/([\w-]+)$/.exec(url.pathname);
    if (method === 'DELETE' && deleting && token === 'gestion-tok') {
      const before = list.length;
      list = list.filter((a) => a.id !== deleting[1]);
      return list.length < before
        ? json({ deleted: true })
        : json({ statusCode: 404, message: 'No existe' }, 404);
    }
    return json({ statusCode: 404, message: 'No encontrado' }, 404);
  });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('/alertas/confirmar/', () => {
  it('changes nothing when opened; the button confirms, then links to the search and the management page', async () => {
    const calls = fakeGateway();
    const user = userEvent.setup();
    const { router } = await renderApp('/alertas/confirmar/?token=tok');
    expect(
      await screen.findByRole('heading', { level: 1, name: ALERT_MESSAGES.confirmTitle }),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: ALERT_MESSAGES.confirmButton });
    // A mail scanner opening the link confirms nothing.
    expect(calls.filter((c) => c.url.startsWith('/api/alerts'))).toEqual([]);

    await user.click(button);
    const heading = await screen.findByRole('heading', { name: ALERT_MESSAGES.confirmed });
    expect(heading).toHaveFocus();
    expect(calls.filter((c) => c.url.startsWith('/api/alerts'))).toEqual([
      { method: 'POST', url: '/api/alerts/confirm', body: { token: 'tok' } },
    ]);
    expect(screen.getByText(DAILY.label)).toBeInTheDocument();
    expect(screen.getByText('Frecuencia: Diaria')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la búsqueda' })).toHaveAttribute('href', DAILY.searchPath);
    const manage = screen.getByRole('link', { name: 'Administrar mis alertas' });
    expect(manage).toHaveAttribute('href', '/alertas/?token=gestion-tok');

    await user.click(manage);
    await waitFor(() => expect(router.state.location.pathname).toBe('/alertas/'));
    // The management page's own list: the confirmation page showing the same label may still be on screen.
    const list = await screen.findByRole('list', { name: ALERT_MESSAGES.manageTitle });
    expect(within(list).getByText(DAILY.label)).toBeInTheDocument();
  });

  it('says the link is not valid when the gateway does not know it', async () => {
    fakeGateway();
    const user = userEvent.setup();
    await renderApp('/alertas/confirmar/?token=vencido');
    await user.click(await screen.findByRole('button', { name: ALERT_MESSAGES.confirmButton }));
    expect(await screen.findByText(ALERT_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ALERT_MESSAGES.confirmButton })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Buscar inmuebles' })).toHaveAttribute(
      'href',
      '/busqueda/',
    );
  });

  it('says so when the inbox already has the most alerts (checked on confirmation, not on sign-up)', async () => {
    fakeGateway({ confirmStatus: 400 });
    const user = userEvent.setup();
    await renderApp('/alertas/confirmar/?token=tok');
    await user.click(await screen.findByRole('button', { name: ALERT_MESSAGES.confirmButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.tooMany);
  });

  it('says the link is not valid without a token, asking nothing', async () => {
    const calls = fakeGateway();
    await renderApp('/alertas/confirmar/');
    expect(await screen.findByText(ALERT_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/alerts'))).toEqual([]);
  });

  it('keeps the button for another try when the gateway fails', async () => {
    fakeGateway({ confirmStatus: 500 });
    const user = userEvent.setup();
    await renderApp('/alertas/confirmar/?token=tok');
    await user.click(await screen.findByRole('button', { name: ALERT_MESSAGES.confirmButton }));
    expect(await screen.findByText(API_ERROR_MESSAGES.server)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ALERT_MESSAGES.confirmButton })).toBeEnabled();
  });
});

describe('/alertas/', () => {
  it('lists the alerts of the address, each with its state, frequency and date', async () => {
    fakeGateway();
    await renderApp('/alertas/?token=gestion-tok');
    expect(
      await screen.findByRole('heading', { level: 1, name: ALERT_MESSAGES.manageTitle }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: ALERT_MESSAGES.manageTitle });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([DAILY.label, WEEKLY.label]);
    expect(screen.getByText('a***@example.com')).toBeInTheDocument();

    const [daily, weekly] = cards as [HTMLElement, HTMLElement];
    expect(within(daily).getByText('Activa')).toBeInTheDocument();
    expect(within(daily).getByText('Frecuencia: Diaria')).toBeInTheDocument();
    expect(within(daily).getByText('Creada el 20 de noviembre de 2026')).toBeInTheDocument();
    expect(within(daily).getByRole('link', { name: 'Ver la búsqueda' })).toHaveAttribute(
      'href',
      DAILY.searchPath,
    );
    expect(within(weekly).getByText('Pendiente de confirmación')).toBeInTheDocument();
    expect(within(weekly).getByText('Frecuencia: Semanal (los lunes)')).toBeInTheDocument();
    // 03:00 UTC is still the evening before in Bogotá.
    expect(within(weekly).getByText('Creada el 24 de noviembre de 2026')).toBeInTheDocument();
  });

  it('deletes an alert, says so and updates the list', async () => {
    const calls = fakeGateway();
    const user = userEvent.setup();
    await renderApp('/alertas/?token=gestion-tok');
    const list = await screen.findByRole('list', { name: ALERT_MESSAGES.manageTitle });
    const daily = within(list).getAllByRole('article')[0]!;
    await user.click(within(daily).getByRole('button', { name: 'Eliminar' }));

    const notice = await screen.findByText(ALERT_MESSAGES.deleted);
    expect(notice.closest('[role="status"]')).toHaveFocus();
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).queryByText(DAILY.label)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/alerts/a1?token=gestion-tok', body: undefined },
    ]);

    await user.click(within(list).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(ALERT_MESSAGES.none)).toBeInTheDocument();
  });

  it("with baja=<id>, puts that alert first, marked, with 'Dejar de recibir esta alerta'", async () => {
    fakeGateway();
    const user = userEvent.setup();
    await renderApp('/alertas/?token=gestion-tok&baja=a2');
    const list = await screen.findByRole('list', { name: ALERT_MESSAGES.manageTitle });
    const [first, second] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading')).toHaveTextContent(WEEKLY.label);
    expect(within(first).getByText('La alerta del correo que abriste')).toBeInTheDocument();
    expect(within(second).queryByText('La alerta del correo que abriste')).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: ALERT_MESSAGES.unsubscribeButton }));
    expect(await screen.findByText(ALERT_MESSAGES.deleted)).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByRole('heading')).toHaveTextContent(DAILY.label);
  });

  it('says an unsubscribed alert is gone when its link is opened again', async () => {
    fakeGateway({ alerts: [DAILY] });
    await renderApp('/alertas/?token=gestion-tok&baja=a2');
    expect(await screen.findByText(ALERT_MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.getByText(DAILY.label)).toBeInTheDocument();
  });

  it('says when the address has no alerts', async () => {
    fakeGateway({ alerts: [] });
    await renderApp('/alertas/?token=gestion-tok');
    expect(await screen.findByText(ALERT_MESSAGES.none)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Buscar inmuebles' })).toHaveAttribute(
      'href',
      '/busqueda/',
    );
  });

  it('says no alert is left for a token the gateway does not know, and the link is not valid without one', async () => {
    const calls = fakeGateway();
    const { unmount } = await renderApp('/alertas/?token=otro');
    expect(await screen.findByText(ALERT_MESSAGES.noAlertsForLink)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: ALERT_MESSAGES.manageTitle })).not.toBeInTheDocument();
    unmount();
    const before = calls.length;
    await renderApp('/alertas/');
    expect(await screen.findByText(ALERT_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(calls.slice(before).filter((c) => c.url.startsWith('/api/alerts'))).toEqual([]);
  });
});
