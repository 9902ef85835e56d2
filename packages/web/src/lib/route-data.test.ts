import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { propertyQueryOptions } from './get-property';
import { missesData, prefetchQueries, routeQueriesOf } from './route-data';

afterEach(() => vi.restoreAllMocks());

describe('prefetchQueries', () => {
  it("runs a loader's queries against the load context's gateway, with its headers", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ code: '919-1' }), { status: 200 }));
    const context: AppLoadContext = {
      nonce: 'n',
      publicUrl: 'https://inmobiliaria.example',
      gateway: { origin: 'http://127.0.0.1:4123', headers: { 'x-inmo-own-render': 'secreto' } },
    };
    const answer = await prefetchQueries(context, (client) => [
      client.prefetchQuery(propertyQueryOptions('919-1')),
    ]);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4123/api/properties/919-1');
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-inmo-own-render': 'secreto' });
    expect(answer.data.queries.queries.map((q) => q.state.data)).toEqual([{ code: '919-1' }]);
    // What the page carries to the browser: neither the gateway's address nor its secret header.
    const sent = JSON.stringify(answer.data);
    expect(sent).not.toContain('secreto');
    expect(sent).not.toContain('127.0.0.1:4123');
  });

  it('says the answer is complete with every query answered, or with a 404 for the page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
    const answer = await prefetchQueries(
      { nonce: 'n', publicUrl: 'https://inmobiliaria.example' },
      (client) => [client.prefetchQuery(propertyQueryOptions('919-9'))],
      propertyQueryOptions('919-9').queryKey,
    );
    expect(answer.init?.status).toBe(404);
    expect(answer.data.complete).toBe(true);
    expect(missesData({ 'routes/property.route': answer.data })).toBe(false);
  });

  it('says the answer misses data when a query failed on the gateway (the page must not be kept)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const answer = await prefetchQueries(
      { nonce: 'n', publicUrl: 'https://inmobiliaria.example' },
      (client) => [client.prefetchQuery(propertyQueryOptions('919-1'))],
    );
    expect(answer.init?.status).toBe(200);
    expect(answer.data.complete).toBe(false);
    expect(missesData({ root: {}, 'routes/property.route': answer.data })).toBe(true);
  });
});

describe('routeQueriesOf', () => {
  it("reads a page's server-loader answer, and nothing from a client loader's null or another loader's data", () => {
    const answer = { queries: { mutations: [], queries: [] }, complete: false };
    expect(routeQueriesOf(answer)).toBe(answer);
    expect(routeQueriesOf(null)).toBeUndefined();
    expect(routeQueriesOf(undefined)).toBeUndefined();
    expect(routeQueriesOf({ publicUrl: 'https://inmobiliaria.example' })).toBeUndefined();
    expect(missesData({ root: { publicUrl: 'x' }, 'routes/property.route': answer })).toBe(true);
  });
});
