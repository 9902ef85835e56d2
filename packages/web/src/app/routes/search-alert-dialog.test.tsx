import { ALERT_MESSAGES, FORM_MESSAGES, type PropertySearchResult } from '@inmo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { propertyCard } from '~/test/fixtures';
import { renderWithProviders } from '~/test/render-with-providers';
import { SearchPageWithParts } from './search.route';

vi.mock('~/components/captcha/captcha-field', () => import('~/test/captcha-field-stub'));

interface Post {
  url: string;
  body: unknown;
  headers: Headers;
}

let posts: Post[] = [];
let alertAnswer: () => Response;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const RESULT: PropertySearchResult = {
  items: [propertyCard()],
  total: 1,
  page: 1,
  pageSize: 12,
  pageCount: 1,
  valmin: 700_000,
  valmax: 50_000_000,
};

beforeEach(() => {
  posts = [];
  alertAnswer = () => json({ status: 'pending' }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      if (init?.method === 'POST') {
        posts.push({
          url: url.pathname,
          body: JSON.parse(init.body as string),
          headers: new Headers(init.headers),
        });
        return Promise.resolve(url.pathname === '/api/alerts' ? alertAnswer() : json({}, 404));
      }
      if (url.pathname === '/api/properties') return Promise.resolve(json(RESULT));
      if (url.pathname === '/api/properties/featured') return Promise.resolve(json({ items: [] }));
      if (url.pathname === '/api/locations/cities')
        return Promise.resolve(json([{ id: 25974, name: 'Medellín', departmentId: 5 }]));
      if (url.pathname === '/api/locations/cities/25974/neighbourhoods')
        return Promise.resolve(json([{ id: 2597414, name: 'Laureles', cityId: 25974 }]));
      return Promise.resolve(json({ message: 'No encontrado' }, 404));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const SEARCH = '/busqueda/?ciudad=25974&barrio=2597414&habitaciones=2&page=2&orden=menor-precio';

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<SearchPageWithParts />, { path: SEARCH });
  await user.click(await screen.findByRole('button', { name: ALERT_MESSAGES.title }));
  return screen.findByRole('dialog', { name: ALERT_MESSAGES.title });
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'Ana@Example.com');
  await user.click(within(dialog).getByRole('radio', { name: 'Semanal (los lunes)' }));
  await user.click(within(dialog).getByRole('checkbox', { name: /Autorizo/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Resolver captcha' }));
}

describe('search alert dialog', () => {
  it('says which search it follows, sends it without page and order, and shows the confirmation news', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText('Inmuebles en arriendo · Medellín, Laureles · 2+ habitaciones'),
    ).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(
      'Inmuebles en arriendo · Medellín, Laureles · 2+ habitaciones',
    );
    expect(within(dialog).getByText(ALERT_MESSAGES.intro)).toBeInTheDocument();
    // Daily unless the visitor picks weekly; the consent box is never ticked beforehand.
    expect(within(dialog).getByRole('radio', { name: 'Diaria' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Autorizo/ })).not.toBeChecked();

    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Crear alerta' }));

    expect(await within(dialog).findByText(ALERT_MESSAGES.created)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('/api/alerts');
    expect(posts[0]!.body).toEqual({
      email: 'ana@example.com',
      frequency: 'semanal',
      query: 'gestion=1&ciudad=25974&barrio=2597414&habitaciones=2',
      consent: true,
      captcha: 'captcha-token',
    });
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: ALERT_MESSAGES.title })).toHaveFocus();
  });

  it('sends nothing without the address, the consent and the captcha', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Crear alerta' }));
    expect(await within(dialog).findByText(FORM_MESSAGES.required)).toBeInTheDocument();
    expect(within(dialog).getByText(FORM_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(FORM_MESSAGES.captchaRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("shows the gateway's field errors of a 400 under their fields and keeps what was typed", async () => {
    alertAnswer = () =>
      json(
        {
          statusCode: 400,
          message: 'Revisa los datos del formulario.',
          errors: [
            { field: 'email', message: 'El correo no recibe mensajes' },
            { field: 'query', message: ALERT_MESSAGES.invalidSearch },
          ],
        },
        400,
      );
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Crear alerta' }));

    expect(await within(dialog).findByText('El correo no recibe mensajes')).toBeInTheDocument();
    expect(within(dialog).getByText(ALERT_MESSAGES.invalidSearch)).toBeInTheDocument();
    expect(within(dialog).getByText('Revisa los datos del formulario.')).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: /Correo electrónico/ });
    expect(email).toHaveValue('Ana@Example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(ALERT_MESSAGES.created)).not.toBeInTheDocument();
  });

  it("shows the alerts' own message when the gateway fails", async () => {
    alertAnswer = () => json({ statusCode: 500, message: 'Internal server error' }, 500);
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Crear alerta' }));
    expect(await within(dialog).findByText(ALERT_MESSAGES.failure)).toBeInTheDocument();
  });
});
