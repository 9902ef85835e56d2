import { FORM_MESSAGES } from '@inmo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '~/test/render-with-providers';
import { ContactForm } from './contact-form';

function mockContactApi() {
  const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ id: 'c-1' }), { status: 201 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Nombres y apellidos/ }), 'ana ruiz');
  await user.type(screen.getByRole('textbox', { name: /Celular/ }), '320 123 4567');
  await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'hola');
  await user.click(screen.getByRole('checkbox', { name: /Autorizo/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it('embedded: posts once without captcha, shows Envio exitoso in place and empties the form', async () => {
    const fetchMock = mockContactApi();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm variant="embedded" />);
    expect(screen.queryByTestId('captcha-field')).not.toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(FORM_MESSAGES.success)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init?.body as string)).toEqual({
      fullname: 'ANA RUIZ',
      cellphone: '3201234567',
      message: 'HOLA',
      consent: true,
      website: '',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nombres y apellidos/ })).toHaveValue(''));
  });

  it('refuses a name that is not letters, spaces, apostrophes or hyphens, without sending', async () => {
    const fetchMock = mockContactApi();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm variant="embedded" />);
    await user.type(screen.getByRole('textbox', { name: /Nombres y apellidos/ }), 'Gana en atacante.example');
    await user.type(screen.getByRole('textbox', { name: /Celular/ }), '3201234567');
    await user.click(screen.getByRole('checkbox', { name: /Autorizo/ }));
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(FORM_MESSAGES.invalidName)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('page: the success dialog leads back to the site root', async () => {
    mockContactApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ContactForm />, {
      path: '/contacto/',
      routePath: '/contacto/',
      extraRoutes: [{ path: '/', element: <p>Inicio</p> }],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    const dialog = await screen.findByRole('alertdialog', { name: FORM_MESSAGES.success });
    await user.click(within(dialog).getByRole('button', { name: 'Volver al inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
