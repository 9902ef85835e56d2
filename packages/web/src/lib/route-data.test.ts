import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { propertyQueryOptions } from './get-property';
import { prefetchQueries } from './route-data';

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
});
