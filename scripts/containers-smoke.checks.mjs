// What scripts/containers-smoke.sh checks on the running stack, through nginx, as a visitor and an operator
// would see it. Exits non-zero with the first broken promise.
//   node scripts/containers-smoke.checks.mjs [--kept] <site> <mail API> <project dir> <compose project>
// --kept (after down/up): the request made before is still there, its PDF too.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const kept = args[0] === '--kept';
const [site = '', mailApi = '', workDir = '', project = ''] = kept ? args.slice(1) : args;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// altcha-lib and the contracts are the api's dependencies (pnpm keeps them out of the root).
const requireApi = createRequire(path.join(root, 'packages/api/package.json'));
const stateFile = path.join(workDir, 'smoke-state.json');

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`containers: FAILED: ${message}`);
  process.exit(1);
}
/** @param {boolean} ok @param {string} message */
function check(ok, message) {
  if (!ok) fail(message);
  console.log(`containers: ok: ${message}`);
}
/**
 * A parsed answer or a module, as the type the caller knows it has.
 * @template T @param {unknown} value @returns {T}
 */
const typed = (value) => /** @type {T} */ (value);
/** @type {{ MAINTENANCE_SAMPLE_FIELDS: Record<string, string> }} */
const { MAINTENANCE_SAMPLE_FIELDS } = typed(requireApi('@inmo/contracts'));
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** A real proof of work for the gateway's ALTCHA challenge, as the widget posts it. */
async function captcha() {
  /** @typedef {{ solveChallenge(o: { challenge: unknown, deriveKey: unknown }): Promise<unknown> }} Altcha */
  /** @type {Altcha} */
  const altcha = typed(await import(requireApi.resolve('altcha-lib')));
  /** @type {{ deriveKey: unknown }} */
  const { deriveKey } = typed(await import(requireApi.resolve('altcha-lib/algorithms/pbkdf2')));
  /** @type {unknown} */
  const challenge = typed(await (await fetch(`${site}/api/captcha/challenge`)).json());
  const solution = await altcha.solveChallenge({ challenge, deriveKey });
  if (!solution) fail('the ALTCHA solver gave up');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** @param {string} url @param {RequestInit} [init] */
async function timed(url, init) {
  const start = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - start };
  } catch (error) {
    return { status: 0, ms: performance.now() - start, error: String(error) };
  }
}

/** @typedef {{ ID: string, Subject: string, To: { Address: string }[], Attachments: number }} Mail */
/** @returns {Promise<Mail[]>} */
async function mails() {
  /** @type {{ messages: Mail[] }} */
  const body = typed(await (await fetch(`${mailApi}/api/v1/messages`)).json());
  return body.messages;
}
/** @param {string} url @returns {Promise<Record<string, unknown>>} */
async function json(url) {
  return typed(await (await fetch(url)).json());
}

const compose = (/** @type {string[]} */ ...command) =>
  execFileSync('docker', ['compose', '-p', project, ...command], { cwd: workDir, encoding: 'utf8' });

/** The status of the request's first photo, served by a gateway from the S3 store. @param {number} id @param {string} token */
async function photoStatus(id, token) {
  /** @type {{ files: { id: string }[] }} */
  const record = typed(await json(`${site}/api/maintenance/${id}?token=${token}`));
  const file = record.files[0];
  if (!file) return 0;
  const res = await fetch(`${site}/api/maintenance/${id}/files/${file.id}?token=${token}`);
  await res.arrayBuffer();
  return res.status;
}

if (kept) {
  /** @type {{ id: number, token: string }} */
  const { id, token } = typed(JSON.parse(readFileSync(stateFile, 'utf8')));
  const res = await fetch(`${site}/api/maintenance/${id}?token=${token}`);
  check(res.status === 200, `after down/up, maintenance request ${id} is still there (${res.status})`);
  const pdf = await fetch(`${site}/api/maintenance/${id}/pdf?token=${token}`);
  const bytes = Buffer.from(await pdf.arrayBuffer());
  check(pdf.status === 200 && bytes.subarray(0, 4).toString() === '%PDF', 'and so is its PDF');
  check((await photoStatus(id, token)) === 200, 'and its photo, from the S3 store');
  process.exit(0);
}

// Pages rendered by the server, with the stack's own address in canonical links.
const home = await fetch(`${site}/`);
const html = await home.text();
check(
  home.status === 200 && html.includes('<h1'),
  `GET / answers a page rendered on the server (${home.status})`,
);
const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1] ?? '';
check(canonical.startsWith(`${site}/`), `its canonical link is on ${site} (${canonical})`);
check(!html.includes('localhost:3000'), 'no link of the page points at port 3000');
// Uncompressed, as nginx holds it: the size its proxy buffers are made for.
const search = await fetch(`${site}/busqueda`, { headers: { 'accept-encoding': 'identity' } });
check(
  search.status === 200,
  `a search page renders (${search.status}, ${(await search.text()).length} bytes)`,
);
const property = /href="(\/inmueble\/[^"]+)"/.exec(html)?.[1];
if (!property) fail('the home page links no property');
const propertyHtml = await (await fetch(`${site}${property}`)).text();
const propertyCanonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(propertyHtml)?.[1] ?? '';
check(
  propertyCanonical === `${site}${property}`,
  `${property} has its canonical link on ${site} (${propertyCanonical})`,
);

// Hashed assets, cached for a year.
const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1];
if (!asset) fail('the page names no /assets/ script');
const assetRes = await fetch(`${site}${asset}`);
check(
  assetRes.status === 200 && /immutable/.test(assetRes.headers.get('cache-control') ?? ''),
  `${asset} is served with "${assetRes.headers.get('cache-control')}"`,
);

// Both gateway replicas serve: each answers some of 40 requests, told apart by the ids they log.
const ids = Array.from({ length: 40 }, (_, i) => `smoke-${Date.now()}-${i}`);
for (const id of ids) await fetch(`${site}/api/health`, { headers: { 'x-request-id': id } });
const containers = compose('ps', '-q', 'api').trim().split('\n').filter(Boolean);
check(containers.length === 2, `two api containers run (${containers.length})`);
const served = containers.map(
  (c) =>
    ids.filter((id) =>
      execFileSync('docker', ['logs', c], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).includes(
        `"${id}"`,
      ),
    ).length,
);
check(
  served.every((n) => n > 0),
  `both gateways served requests (${served.join(' + ')} of ${ids.length})`,
);

// Quiet logs: no route warning from Nest, no page buffered to disk by nginx.
const appLogs = compose('logs', '--no-log-prefix', 'api', 'worker');
check(
  !appLogs.includes('Unsupported route path'),
  'no LegacyRouteConverter warning in the gateway and worker logs',
);
check(
  !compose('logs', '--no-log-prefix', 'web').includes('buffered to a temporary file'),
  'nginx buffered no page to a temporary file',
);

// The forms, each with a real ALTCHA proof of work.
const before = (await mails()).length;
const person = { fullname: 'Ana Gómez', cellphone: '3001234567', email: 'ana.smoke@example.com' };
const post = async (/** @type {string} */ url, /** @type {Record<string, unknown>} */ body) =>
  fetch(`${site}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const contact = await post('/api/contact', { ...person, message: 'Quiero información', consent: true });
check(contact.status === 201, `a contact is accepted (${contact.status})`);
const pqrs = await post('/api/pqrs', {
  ...person,
  idArea: 4,
  documentType: 'CC',
  document: '1037654321',
  message: 'La puerta no cierra',
  consent: true,
  captcha: await captcha(),
});
check(
  pqrs.status === 201,
  `a PQRS with a solved ALTCHA is accepted (${pqrs.status} ${pqrs.status === 201 ? '' : await pqrs.text()})`,
);
const form = new FormData();
for (const [key, value] of Object.entries({
  ...MAINTENANCE_SAMPLE_FIELDS,
  email: person.email,
  captcha: await captcha(),
}))
  form.append(key, value);
// A 16×16 JPEG photo, as a visitor attaches one.
const photo =
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIQA2FH/2Q==';
form.append('archivo', new Blob([Buffer.from(photo, 'base64')], { type: 'image/jpeg' }), 'foto.jpg');
const maintenance = await fetch(`${site}/api/maintenance`, { method: 'POST', body: form });
/** @type {{ id: number, accessToken: string }} */
const created = typed(await maintenance.json());
check(
  maintenance.status === 201,
  `a maintenance request with a photo and a solved ALTCHA is accepted (${maintenance.status} ${maintenance.status === 201 ? '' : JSON.stringify(created)})`,
);
writeFileSync(stateFile, JSON.stringify({ id: created.id, token: created.accessToken }));
check(
  (await photoStatus(created.id, created.accessToken)) === 200,
  'its photo is served by the gateways from the S3 store',
);
// On the store, not on the shared volume: only files being received and checked pass through /data.
const onVolume = compose(
  'exec',
  '-T',
  'worker',
  'find',
  '/data',
  '-path',
  '*maintenance*',
  '-type',
  'f',
).trim();
check(onVolume === '', `no upload is left on the appdata volume (${onVolume || 'none'})`);

// The maintenance PDF, rendered by the worker (the gateways have no browser).
const pdfStart = Date.now();
let status = '';
while (Date.now() - pdfStart < 90_000) {
  status = String(
    (await json(`${site}/api/maintenance/${created.id}/pdf/status?token=${created.accessToken}`)).status,
  );
  if (status !== 'pending') break;
  await sleep(500);
}
check(
  status === 'done',
  `the worker rendered the maintenance PDF in ${Date.now() - pdfStart} ms (${status})`,
);
const pdf = await fetch(`${site}/api/maintenance/${created.id}/pdf?token=${created.accessToken}`);
const pdfBytes = Buffer.from(await pdf.arrayBuffer());
check(pdfBytes.subarray(0, 4).toString() === '%PDF', `the PDF is served (${pdfBytes.length} bytes)`);
// Kept for a person to look at (test-results/ is not committed).
mkdirSync(path.join(root, 'test-results/containers'), { recursive: true });
writeFileSync(path.join(root, 'test-results/containers/maintenance.pdf'), pdfBytes);

// The mails, in the catcher, with links to the stack's address.
const mailStart = Date.now();
let got = await mails();
while (Date.now() - mailStart < 60_000 && !got.some((m) => m.Attachments > 0)) {
  await sleep(500);
  got = await mails();
}
check(got.length - before >= 4, `${got.length - before} mails reached the catcher`);
check(
  got.some((m) => m.Attachments > 0),
  'one carries the maintenance PDF',
);
const bodies = await Promise.all(
  got.map(async (m) => String((await json(`${mailApi}/api/v1/message/${m.ID}`)).HTML)),
);
const links = bodies.flatMap((b) =>
  [...String(b).matchAll(/href="(https?:\/\/localhost[^"]*)"/g)].map((m) => m[1]),
);
check(
  links.every((l) => l?.startsWith(`${site}/`)),
  `every localhost link in the mails is on ${site} (${links.length} links)`,
);

// Metrics, read as Prometheus would, from inside the stack's network (their port is published nowhere): each
// gateway's by its container name and the worker's, from the worker's container, after the forms above.
/** @param {string} url */
const inNetwork = (url) =>
  compose(
    'exec',
    '-T',
    'worker',
    'node',
    '-e',
    `fetch(${JSON.stringify(url)}).then(async (r) => { if (!r.ok) process.exit(2); process.stdout.write(await r.text()); }, () => process.exit(3))`,
  );
/** Sum of a series over scrapes (the gateways split the visitors). @param {string[]} texts @param {RegExp} series */
const total = (texts, series) =>
  texts
    .flatMap((t) => t.split('\n'))
    .filter((l) => series.test(l))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
const apiNames = containers.map((c) =>
  execFileSync('docker', ['inspect', '-f', '{{.Name}}', c], { encoding: 'utf8' }).trim().replace(/^\//, ''),
);
const gatewayMetrics = apiNames.map((name) => inNetwork(`http://${name}:9464/metrics`));
const workerMetrics = inNetwork('http://127.0.0.1:9464/metrics');
check(
  total(
    gatewayMetrics,
    /^inmo_http_request_duration_seconds_count\{route="\/api\/contact",method="POST",status="201"\}/,
  ) >= 1,
  `the gateways' /metrics count the contact POST under its route (${apiNames.join(', ')} on :9464)`,
);
check(
  total(gatewayMetrics, /^inmo_page_answers_total\{outcome="(rendered|cached)"\}/) >= 3,
  'and the pages answered',
);
check(
  total([workerMetrics], /^inmo_mails_total\{[^}]*outcome="sent"\}/) >= 4 &&
    total([workerMetrics], /^inmo_jobs_total\{queue="pdf",job="render-pdf",outcome="done"\}/) >= 1,
  "the worker's /metrics count the mails sent and the PDF rendered",
);
check(
  /^nodejs_eventloop_lag_seconds /m.test(workerMetrics) &&
    /^inmo_queue_jobs\{queue="mail",state="failed"\} \d/m.test(workerMetrics),
  "and Node's own metrics and the queue depth (read from Redis when scraped)",
);
const published = await fetch('http://127.0.0.1:9464/metrics').then(
  () => true,
  () => false,
);
check(!published, 'the metrics port is not published on the host');
console.log(
  `containers: excerpt of the metrics after the forms:\n${[
    ...gatewayMetrics.map((t, i) => [`# ${apiNames[i]}`, t]),
    ['# worker', workerMetrics],
  ]
    .map(([head, t]) =>
      [
        head,
        ...String(t)
          .split('\n')
          .filter((l) =>
            /^inmo_(http_request_duration_seconds_count\{route="\/api\/(contact|pqrs|maintenance)"|page_answers|cache_lookups|mails|jobs|queue_jobs\{queue="(mail|pdf)"|outbox_rows)|^process_resident_memory_bytes|^nodejs_eventloop_lag_p99/.test(
              l,
            ),
          ),
      ].join('\n'),
    )
    .join('\n')}`,
);

// The queue view on the host's loopback: a password, then the queues with their jobs.
const boardPassword = /^QUEUE_BOARD_PASSWORD=(.+)$/m.exec(
  readFileSync(path.join(workDir, '.env'), 'utf8'),
)?.[1];
if (!boardPassword) fail('the .env has no QUEUE_BOARD_PASSWORD');
const board = 'http://127.0.0.1:3100';
check(
  (await fetch(`${board}/api/queues`)).status === 401,
  `the queue view on ${board} asks for a password (401)`,
);
const boardRes = await fetch(`${board}/api/queues`, {
  headers: { authorization: `Basic ${Buffer.from(`operador:${boardPassword}`).toString('base64')}` },
});
/** @type {{ queues: { name: string, counts: Record<string, number> }[] }} */
const boardBody = typed(await boardRes.json());
const boardPdf = boardBody.queues.find((q) => q.name === 'pdf');
check(
  boardRes.status === 200 && (boardPdf?.counts.completed ?? 0) >= 1,
  `with it, it lists the queues (${boardBody.queues.map((q) => `${q.name}: ${q.counts.completed ?? 0} done, ${q.counts.failed ?? 0} failed`).join('; ')})`,
);

// One gateway stopped while requests flow: none fails, none waits more than 2 s.
const results = /** @type {{ status: number, ms: number, error?: string }[]} */ ([]);
let flowing = true;
const flow = (async () => {
  while (flowing) {
    results.push(...(await Promise.all([timed(`${site}/`), timed(`${site}/api/health`)])));
    await sleep(50);
  }
})();
await sleep(1500);
const [victim = ''] = containers;
const stopStart = Date.now();
execFileSync('docker', ['stop', victim]);
const stopMs = Date.now() - stopStart;
await sleep(6000);
flowing = false;
await flow;
execFileSync('docker', ['start', victim]);
const failed = results.filter((r) => r.status !== 200);
const longest = Math.max(...results.map((r) => r.ms));
console.log(
  `containers: figure: longest request while a gateway stopped: ${Math.round(longest)} ms (${results.length} requests, docker stop took ${stopMs} ms)`,
);
if (failed.length > 0)
  console.error(
    compose('logs', '--no-log-prefix', 'web')
      .split('\n')
      .filter((l) => /upstream|error/.test(l) && !/" 200 /.test(l))
      .slice(-30)
      .join('\n'),
  );
check(
  failed.length === 0,
  `no request failed while a gateway stopped (${failed.map((f) => f.status + (f.error ?? '')).join(', ')})`,
);
check(longest <= 2000, `no request waited more than 2 s (${Math.round(longest)} ms)`);

// One address floods made-up pages (every request here comes from the engine's one address): nginx answers
// the excess with its Spanish 429 at once, nothing fails otherwise, and the site answers again right after.
const flood = await Promise.all(
  Array.from({ length: 300 }, async (_, i) => {
    const res = await fetch(`${site}/x-flood-${i}`, { signal: AbortSignal.timeout(10_000) });
    return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
  }),
);
const limited = flood.filter((r) => r.status === 429);
console.log(
  `containers: figure: a flood of 300 made-up pages at once: ${limited.length} × 429, ${flood.filter((r) => r.status === 404).length} × 404`,
);
check(limited.length > 0, 'nginx limits one address flooding pages');
check(
  limited.every((r) => r.text.includes('Has enviado demasiadas solicitudes') && r.retryAfter === '1'),
  'its 429 is the Spanish page with Retry-After',
);
check(
  flood.every((r) => r.status === 429 || r.status === 404),
  `the rest are the not-found page (${[...new Set(flood.map((r) => r.status))].join(', ')})`,
);
await sleep(5000);
const after = await Promise.all([timed(`${site}/`), timed(`${site}/api/health`)]);
check(
  after.every((r) => r.status === 200),
  `5 s later the home page and the API answer (${after.map((r) => r.status).join(', ')})`,
);
