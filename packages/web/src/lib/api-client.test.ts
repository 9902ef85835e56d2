import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_ERROR_MESSAGES } from '@inmo/contracts';
import { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  API_ERROR_MESSAGES,
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  apiPostForm,
  readFromGateway,
  responseSchema,
  type UploadProgress,
} from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function mockFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(impl);
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('apiGet / apiPost', () => {
  it('calls /api{path} and validates the answer with the schema', async () => {
    const fetchSpy = mockFetch(() => Promise.resolve(jsonResponse(200, { status: 'ok' })));
    const data = await apiGet('/health', {
      schema: () => Promise.resolve(z.object({ status: z.literal('ok') })),
    });
    expect(data).toEqual({ status: 'ok' });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/health');
  });

  it("reads from the gateway its query's client reads from, with its headers (a server render's reads)", async () => {
    const fetchSpy = mockFetch(() => Promise.resolve(jsonResponse(200, { status: 'ok' })));
    const gateway = { origin: 'http://127.0.0.1:3000', headers: { 'x-inmo-own-render': 'secreto' } };
    await apiGet('/health', { client: readFromGateway(new QueryClient(), gateway) });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('http://127.0.0.1:3000/api/health');
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-inmo-own-render': 'secreto' });
  });

  it("maps a 400's field errors (contracts' ErrorBody) to ApiError.fieldErrors, the first per field", async () => {
    mockFetch(() =>
      Promise.resolve(
        jsonResponse(400, {
          statusCode: 400,
          message: 'Revisa los campos marcados e inténtalo de nuevo.',
          errors: [
            { field: 'customer.cellphone', message: 'Solo se permiten números.' },
            { field: 'email', message: 'Ingresa un correo electrónico válido.' },
            { field: 'email', message: 'Otro mensaje' },
          ],
        }),
      ),
    );
    const error = await caught(apiPost('/contact', { email: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Revisa los campos marcados e inténtalo de nuevo.',
      fieldErrors: {
        'customer.cellphone': 'Solo se permiten números.',
        email: 'Ingresa un correo electrónico válido.',
      },
    });
  });

  it('gives Spanish messages for 413 and 429 even without a body', async () => {
    mockFetch(() => Promise.resolve(new Response('', { status: 413 })));
    expect(await caught(apiGet('/x'))).toMatchObject({
      status: 413,
      message: API_ERROR_MESSAGES.payloadTooLarge,
    });

    mockFetch(() => Promise.resolve(new Response('<html>Too Many</html>', { status: 429 })));
    expect(await caught(apiGet('/x'))).toMatchObject({
      status: 429,
      message: API_ERROR_MESSAGES.tooManyRequests,
    });
  });

  it("passes a 500 through when it carries one of the forms' §8 messages", async () => {
    mockFetch(() =>
      Promise.resolve(jsonResponse(500, { statusCode: 500, message: FORM_ERROR_MESSAGES.customer })),
    );
    expect(await caught(apiGet('/x'))).toMatchObject({ status: 500, message: FORM_ERROR_MESSAGES.customer });
  });

  it('keeps the gateway message of a 429 and hides the text of a 500', async () => {
    mockFetch(() => Promise.resolve(jsonResponse(429, { statusCode: 429, message: 'Espera un minuto.' })));
    expect(await caught(apiGet('/x'))).toMatchObject({ status: 429, message: 'Espera un minuto.' });

    mockFetch(() =>
      Promise.resolve(jsonResponse(500, { statusCode: 500, message: 'Internal server error' })),
    );
    expect(await caught(apiGet('/x'))).toMatchObject({ status: 500, message: API_ERROR_MESSAGES.server });

    mockFetch(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 503 })));
    expect(await caught(apiGet('/x'))).toMatchObject({
      status: 503,
      message: 'El servicio no está disponible en este momento. Por favor, inténtalo de nuevo más tarde.',
    });
  });

  it("turns a network failure into 'Hubo un problema al hacer la solicitud'", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(apiGet('/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Hubo un problema al hacer la solicitud' });
  });

  it('lets an abort through as an AbortError (not an ApiError)', async () => {
    mockFetch((_input, init) => {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const controller = new AbortController();
    const pending = caught(apiGet('/lento', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch(() => Promise.resolve(jsonResponse(200, { status: 42 })));
    const error = await caught(
      apiGet('/health', { schema: () => Promise.resolve(z.object({ status: z.string() })) }),
    );
    expect(error).toMatchObject({ status: 0, message: API_ERROR_MESSAGES.invalidResponse });
  });

  it('loads a schema of response-schemas.ts by name when the answer arrives', async () => {
    mockFetch(() => Promise.resolve(jsonResponse(201, { id: 42 })));
    const error = await caught(apiPost('/contact', {}, { schema: responseSchema('createdIdSchema') }));
    expect(error).toMatchObject({ status: 0, message: API_ERROR_MESSAGES.invalidResponse });
    mockFetch(() => Promise.resolve(jsonResponse(201, { id: '42' })));
    await expect(apiPost('/contact', {}, { schema: responseSchema('createdIdSchema') })).resolves.toEqual({
      id: '42',
    });
  });

  it('reports a schema that cannot be downloaded as a connection problem', async () => {
    mockFetch(() => Promise.resolve(jsonResponse(201, { id: '42' })));
    const schema = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await caught(apiPost('/contact', {}, { schema }));
    expect(error).toMatchObject({ status: 0, message: API_ERROR_MESSAGES.network });
  });

  it('sends JSON bodies with the right content type', async () => {
    const fetchSpy = mockFetch(() => Promise.resolve(jsonResponse(201, { id: 7 })));
    await expect(apiPost('/pqrs', { description: 'hola' })).resolves.toEqual({ id: 7 });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"description":"hola"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('deletes without a body, and maps a 404 like any other call', async () => {
    const fetchSpy = mockFetch(() => Promise.resolve(jsonResponse(200, { deleted: true })));
    await expect(apiDelete('/alerts/a1?token=t')).resolves.toEqual({ deleted: true });
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/alerts/a1?token=t');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');

    fetchSpy.mockImplementation(() => Promise.resolve(jsonResponse(404, { message: 'No existe' })));
    expect(await caught(apiDelete('/alerts/a1?token=t'))).toMatchObject({
      status: 404,
      message: 'No existe',
    });
  });
});

/** Minimal XMLHttpRequest double: the test drives its events. */
class FakeXhr {
  static last: FakeXhr | undefined;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: unknown;
  aborted = false;
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void)[] = [];
  upload = {
    addEventListener: (
      _type: string,
      fn: (e: { loaded: number; total: number; lengthComputable: boolean }) => void,
    ) => {
      this.uploadListeners.push(fn);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  progress(loaded: number, total: number) {
    for (const fn of this.uploadListeners) fn({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.fire('load');
  }
  fire(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
}

describe('apiPostForm', () => {
  function useFakeXhr(): void {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  it('posts the form, reports upload progress and resolves with the answer', async () => {
    useFakeXhr();
    const progress: UploadProgress[] = [];
    const form = new FormData();
    form.append('archivo', new Blob(['x']), 'foto.jpg');
    const pending = apiPostForm('/maintenance', form, { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/maintenance');
    expect(xhr.body).toBe(form);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(201, { id: 3, record: 'ABC' });
    await expect(pending).resolves.toEqual({ id: 3, record: 'ABC' });
    expect(progress.map((p) => p.percent)).toEqual([25, 100]);
  });

  it('maps 413 and 415 answers', async () => {
    useFakeXhr();
    const tooBig = apiPostForm('/work-with-us', new FormData());
    FakeXhr.last!.respond(413, { statusCode: 413, message: 'El archivo supera 1 MB.' });
    await expect(tooBig).rejects.toMatchObject({ status: 413, message: 'El archivo supera 1 MB.' });

    const badType = apiPostForm('/work-with-us', new FormData());
    FakeXhr.last!.respond(415, {});
    await expect(badType).rejects.toMatchObject({
      status: 415,
      message: API_ERROR_MESSAGES.unsupportedMediaType,
    });
  });

  it('fails with the network message and can be aborted', async () => {
    useFakeXhr();
    const broken = apiPostForm('/x', new FormData());
    FakeXhr.last!.fire('error');
    await expect(broken).rejects.toMatchObject({ status: 0, message: API_ERROR_MESSAGES.network });

    const controller = new AbortController();
    const cancelled = apiPostForm('/x', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});
