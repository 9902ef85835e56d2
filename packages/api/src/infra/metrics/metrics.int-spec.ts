import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { useFormStack } from '#test/form-helpers';
import { MetricsModule } from './metrics.module';

/** A web server entry that renders every page (the pages suite has the real contract). */
const SERVER_ENTRY = `
export function renderKey(url) { return url.pathname; }
export function createPageHandler() {
  return async (request) => new Response('<!DOCTYPE html><html lang="es"><body><h1>' + new URL(request.url).pathname +
    '</h1></body></html>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
`;

let webDist = '';
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'inmo-metrics-'));
  await mkdir(path.join(webDist, 'client', 'assets'), { recursive: true });
  await mkdir(path.join(webDist, 'server'));
  await writeFile(path.join(webDist, 'server', 'index.js'), SERVER_ENTRY);
  await writeFile(path.join(webDist, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rm(webDist, { recursive: true, force: true }));

/** The value of one sample (`name{labels}`, labels in the order prom-client writes them), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics after real requests (the embedded default: in-process jobs; PostgreSQL or PGlite)', () => {
  const stack = useFormStack(() => ({ WEB_DIST: webDist, METRICS_PORT: '0', JOB_BACKOFF_MS: '50' }));
  const scrape = async () => {
    const port = stack.app.get(MetricsModule).port();
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it("counts pages, routes, mails and jobs, and is not on the site's port", async () => {
    const before = await scrape();
    await stack.http().get('/metricas-prueba/').expect(200);
    await stack.http().get('/metricas-prueba/').expect(200);
    // A route with a parameter: counted under its pattern, not the address asked for.
    await stack.http().get('/api/maintenance/987654?token=x');
    // The first mail the SMTP peer gets is refused: one attempt fails and is retried.
    stack.peer.rejectNext = 1;
    await stack
      .http()
      .post('/api/contact')
      .send({
        fullname: 'Ana María Gómez',
        cellphone: '3001234567',
        email: 'ana@example.com',
        message: 'Quiero información',
        consent: true,
      })
      .expect(201);
    await stack.probe.outboxDrained();
    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);

    expect(moved('inmo_page_answers_total{outcome="rendered"}')).toBe(1);
    expect(moved('inmo_page_answers_total{outcome="cached"}')).toBe(1);
    expect(moved('inmo_cache_lookups_total{cache="pages",result="hit"}')).toBe(1);
    expect(moved('inmo_http_request_duration_seconds_count{route="page",method="GET",status="200"}')).toBe(2);
    expect(
      moved('inmo_http_request_duration_seconds_count{route="/api/contact",method="POST",status="201"}'),
    ).toBe(1);
    expect(after).toMatch(/inmo_http_request_duration_seconds_count\{route="\/api\/maintenance\/:id",/);
    expect(after).not.toContain('987654');
    // The agency's copy and the visitor's acknowledgement; one of them failed once first.
    expect(moved('inmo_mails_total{template="contacto-agencia",outcome="sent"}')).toBe(1);
    expect(moved('inmo_mails_total{template="contacto-confirmacion",outcome="sent"}')).toBe(1);
    expect(after).toMatch(/inmo_mails_total\{template="contacto-[a-z]+",outcome="failed"\} 1/);
    expect(moved('inmo_jobs_total{queue="mail",job="send-mail",outcome="done"}')).toBe(2);
    expect(moved('inmo_jobs_total{queue="mail",job="send-mail",outcome="retry"}')).toBe(1);
    // Computed when read: the queue and the outbox are empty again.
    expect(after).toContain('inmo_queue_jobs{queue="mail",state="waiting"} 0');
    expect(after).not.toMatch(/inmo_outbox_rows\{[^}]*status="(pending|relayed)"\} [1-9]/);
    expect(after).toMatch(/^inmo_page_renders_waiting 0$/m);
    // Node's own.
    expect(after).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    // The site's port serves a page there, never the metrics.
    const site = await stack.http().get('/metrics');
    expect(site.text).not.toContain('inmo_');
  });
});
