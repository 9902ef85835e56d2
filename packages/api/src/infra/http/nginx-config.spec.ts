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

/** The body of `upstream <name> { ... }`. */
function upstream(name: string): string {
  const start = conf.indexOf(`upstream ${name} {`);
  if (start < 0) throw new Error(`docker/nginx.conf has no "upstream ${name}"`);
  return conf.slice(start, conf.indexOf('}', start));
}

describe('docker/nginx.conf in front of the gateways', () => {
  it('drops an idle upstream connection before the gateway does, so it never reuses one being closed', () => {
    const gateway = upstream('gateway');
    expect(gateway).toMatch(/^keepalive \d+;$/m);
    const timeout = /^keepalive_timeout (\d+)s?;$/m.exec(gateway);
    // nginx's default upstream keepalive_timeout is 60 s.
    const nginxMs = (timeout ? Number(timeout[1]) : 60) * 1000;
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(nginxMs);
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
    expect(location('@gateway')).toMatch(/proxy_pass http:\/\/gateway;/);
    expect(location('~* \\.html?$')).toMatch(/proxy_pass http:\/\/gateway;/);
    expect(conf).not.toMatch(/try_files[^;]*\.html/);
  });
});
