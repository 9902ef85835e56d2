import { PageBody } from './page-body';
import { PARTIAL_RENDER_TTL_MS, RENDER_TTL_MS, RenderCache } from './render-cache';

const page = (text: string, status = 200) => ({
  status,
  headers: {},
  body: new PageBody(Buffer.from(text)),
  scriptHashes: [],
});

describe('RenderCache', () => {
  let now = 0;
  const cache = () => new RenderCache({ now: () => now });
  beforeEach(() => (now = 1_000_000));

  it('keeps a render a minute', () => {
    const renders = cache();
    renders.set('/', page('inicio'));
    now += RENDER_TTL_MS - 1;
    expect(renders.get('/')?.body.bytes).toEqual(Buffer.from('inicio'));
    now += 2;
    expect(renders.get('/')).toBeUndefined();
  });

  it('keeps a render made without some of its data a few seconds only', () => {
    const renders = cache();
    renders.set('/inmueble/919-1', page('sin datos'), { partial: true });
    now += PARTIAL_RENDER_TTL_MS - 1;
    expect(renders.get('/inmueble/919-1')?.body.bytes).toEqual(Buffer.from('sin datos'));
    now += 2;
    expect(renders.get('/inmueble/919-1')).toBeUndefined();
    expect(PARTIAL_RENDER_TTL_MS).toBeLessThan(RENDER_TTL_MS);
  });

  it('lets no flood of query values or not-found pages evict the pages everyone reads', () => {
    const renders = cache();
    renders.set('/', page('inicio'));
    for (let n = 0; n < 1000; n++) renders.set(`/busqueda/?q=${n}`, page(String(n)));
    expect(renders.get('/busqueda/?q=999')?.body.bytes).toEqual(Buffer.from('999'));
    expect(renders.get('/busqueda/?q=0')).toBeUndefined();
    for (let n = 0; n < 1000; n++) renders.set(`/no-existe-${n}`, page('404', 404));
    expect(renders.get('/')?.body.bytes).toEqual(Buffer.from('inicio'));
  });
});
