// Map tiles for the tests (MAP_TILE_URL points here): no test reaches the internet. Every /{z}/{x}/{y}.png
// answers a light SVG square with its coordinates, and /count says how many tiles were served and the
// Referer each came with (tile providers such as OpenStreetMap require one; '' when there was none).
import { createServer } from 'node:http';

const port = Number(process.env.TILE_PORT);
let served = 0;
/** Referer → tiles served with it. */
const referers = /** @type {Map<string, number>} */ (new Map());

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/count') {
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ served, referers: Object.fromEntries(referers) }));
    return;
  }
  const tile = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
  if (!tile) {
    res.writeHead(404).end();
    return;
  }
  served += 1;
  const referer = req.headers.referer ?? '';
  referers.set(referer, (referers.get(referer) ?? 0) + 1);
  const [, z, x, y] = tile;
  res
    .writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' })
    .end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef1ec" stroke="#d5dbd3"/><text x="8" y="20" font-family="sans-serif" font-size="12" fill="#9aa39a">${z}/${x}/${y}</text></svg>`,
    );
}).listen(port, '127.0.0.1', () => console.log(`tile stub listening on ${port}`));
