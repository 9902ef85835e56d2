#!/usr/bin/env node
// What each page's HTML weighs and what it is made of (issue 50, goal 2: <= 15 KB brotli per page), on the built
// gateway (embedded defaults, the demo catalogue). Per page: the bytes the gateway sends for `accept-encoding: br`,
// the raw size, then each kind of content alone, raw and brotli'd on its own (brotli 5, as the gateway compresses
// pages): the inline styles (emotion's critical CSS), the React Router data (the loaders' answers), inline SVG
// (icons), the other inline scripts, <link>s, <select>s with their options, JSON-LD, and the rest of the markup.
// The parts compressed apart add up to more than the page: brotli shares across them. Sizes, never timings.
//
//   node bench/page-html.mjs [--path /other/]...        (WEB_DIST may point at another web build)
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { DETAIL_CODE, startApp } from './lighthouse-app.mjs';

const { values } = parseArgs({ options: { path: { type: 'string', multiple: true } } });
const PATHS = values.path ?? [
  '/',
  `/inmueble/${DETAIL_CODE}`,
  '/mantenimientos/crear/',
  '/Forms/formPromoteProperty/',
  '/trabaja-con-nosotros/',
  '/pqrs/crear/',
  '/contacto/',
  '/rentalsimulator/',
  '/simulador-credito/',
  '/favoritos/',
  '/politica-de-datos/',
];
const TARGET_KB = 15;

/** In the order they are taken out of the page: each pattern sees only what the ones before left. */
const PARTS = [
  ['styles', /<style[^>]*>[\s\S]*?<\/style>/g],
  ['JSON-LD', /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g],
  ['router data', /<script[^>]*>[^<]*(?:__reactRouterContext|streamController)[\s\S]*?<\/script>/g],
  ['scripts', /<script[^>]*>[\s\S]*?<\/script>/g],
  ['svg', /<svg[\s\S]*?<\/svg>/g],
  ['selects', /<select[\s\S]*?<\/select>/g],
  ['links', /<link[^>]*>/g],
];

const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);

const { baseURL, stop } = await startApp();
try {
  console.log(
    `# page HTML on ${new Date().toISOString()}; KB, brotli as sent, then raw / brotli of each part alone`,
  );
  const over = [];
  for (const path of PATHS) {
    const sent = await fetch(baseURL + path, { headers: { 'accept-encoding': 'br' } });
    const html = await sent.text();
    const sentBytes = Number(sent.headers.get('content-length'));
    let rest = html;
    const parts = PARTS.map(([name, pattern]) => {
      const found = rest.match(pattern) ?? [];
      rest = rest.replace(pattern, '');
      return [name, found.join('')];
    }).filter(([, text]) => text.length > 0);
    parts.push(['markup', rest]);
    console.log(`\n${path}  ${sent.status}  sent ${kb(sentBytes)} KB  raw ${kb(html.length)} KB`);
    for (const [name, text] of parts)
      console.log(`  ${name.padEnd(12)} ${kb(text.length)} / ${kb(brotli(text))}`);
    if (sentBytes / 1024 > TARGET_KB) over.push(`${path} ${(sentBytes / 1024).toFixed(1)} KB`);
  }
  console.log(`\nover ${TARGET_KB} KB: ${over.length ? over.join(', ') : 'none'}`);
} finally {
  await stop();
}
