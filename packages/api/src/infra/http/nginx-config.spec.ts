import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KEEP_ALIVE_TIMEOUT_MS } from './http.setup';

/** docker/nginx.conf without comments, one directive or brace per line. */
const conf = readFileSync(path.resolve(__dirname, '../../../../../docker/nginx.conf'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .join('\n');

/** The body of `location <match> { ... }` (nginx's locations here hold no nested blocks). */
function location(match: string): string {
  const start = conf.indexOf(`location ${match} {`);
  if (start < 0) throw new Error(`docker/nginx.conf has no "location ${match}"`);
  return conf.slice(start, conf.indexOf('}', start));
}

describe('docker/nginx.conf in front of the gateways', () => {
  it('keeps no idle upstream connection a stopping gateway could close under it (no upstream block, no keepalive)', () => {
    expect(conf).not.toMatch(/^upstream /m);
    expect(conf).not.toMatch(/^keepalive /m);
    // Were keepalive brought back, the gateway must keep idle connections longer than nginx (60 s default).
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it("sends the web build's precompressed .gz copies of its files, and says the answer varies with Accept-Encoding", () => {
    expect(conf).toMatch(/^gzip_static on;$/m);
    expect(conf).toMatch(/^gzip_vary on;$/m);
  });

  it("sets no Content-Security-Policy of its own: the gateway's, derived from its config, is the only one", () => {
    expect(conf).not.toMatch(/content-security-policy/i);
  });

  it('answers no page from disk: every route that is not a real file, and every .html file, goes to the gateway', () => {
    expect(location('/')).toMatch(/try_files \$uri @gateway;/);
    expect(location('@gateway')).toMatch(/proxy_pass http:\/\/\$gateway;/);
    expect(location('~* \\.html?$')).toMatch(/proxy_pass http:\/\/\$gateway;/);
    expect(conf).not.toMatch(/try_files[^;]*\.html/);
  });

  it('fails over to the other replica within 2 s when one is gone, re-resolving the replicas every second', () => {
    const seconds = (directive: string): number => {
      const match = new RegExp(`^${directive} (\\d+)(ms|s)?;$`, 'm').exec(conf);
      if (!match) throw new Error(`docker/nginx.conf has no ${directive}`);
      return Number(match[1]) / (match[2] === 'ms' ? 1000 : 1);
    };
    expect(seconds('proxy_connect_timeout')).toBeLessThanOrEqual(1);
    expect(seconds('proxy_next_upstream_timeout')).toBeLessThanOrEqual(2);
    expect(conf).toMatch(/^proxy_next_upstream error timeout\b/m);
    expect(conf).toMatch(/^proxy_next_upstream_tries [2-9];$/m);
    // Resolved per request: every replica's address, each request's retry on a list that cannot change under it.
    expect(conf).toMatch(/^set \$gateway api:3000;$/m);
    expect(conf.match(/proxy_pass [^;]+;/g)?.every((p) => p === 'proxy_pass http://$gateway;')).toBe(true);
    expect(conf).toMatch(/^resolver 127\.0\.0\.11 valid=1s\b/m);
  });

  it('holds a 285 KB search page in its proxy buffers instead of a temp file', () => {
    const [, count = '0', size = '0'] = /^proxy_buffers (\d+) (\d+)k;$/m.exec(conf) ?? [];
    expect(Number(count) * Number(size) * 1024).toBeGreaterThanOrEqual(285 * 1024);
  });
});
