// The Docker stack check finds what it is meant to find: each test breaks one thing in a copy of the
// repository's Docker files and expects the check to name it, on docker compose config's model where
// compose is installed and on the reading without it.   node --test scripts/check-compose.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkCompose, nodeLtsWindow } from './check-compose.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the check reads, and what the Dockerfiles COPY from the context (existence is checked). */
const FILES = [
  'docker-compose.yml',
  'Dockerfile.api',
  'Dockerfile.web',
  'docker/nginx.conf',
  'README.md',
  '.env.example',
  '.dockerignore',
  '.npmrc',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'packages/contracts/package.json',
  'packages/api/package.json',
  'packages/web/package.json',
  'e2e/package.json',
  'bench/package.json',
];
const TODAY = new Date(Date.UTC(2026, 10, 22));
/** Both readings where compose is installed; the one without it elsewhere. */
const hasCompose = [['docker', 'compose'], ['docker-compose']].some(
  ([cmd = '', ...rest]) => spawnSync(cmd, [...rest, 'version']).status === 0,
);
const MODES = hasCompose ? [true, false] : [false];
const temp = mkdtempSync(path.join(os.tmpdir(), 'check-compose-'));

/** A copy of the repository's Docker files with `edits` applied (each must change its file). */
function fixture(/** @type {Record<string, (text: string) => string>} */ edits) {
  const dir = mkdtempSync(path.join(temp, 'repo-'));
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(dir, file);
    const before = readFileSync(target, 'utf8');
    const changed = edit(before);
    assert.notEqual(changed, before, `the edit of ${file} changed nothing (did its layout move?)`);
    writeFileSync(target, changed);
  }
  return dir;
}

/** @param {string[]} problems @param {RegExp[]} expected */
function assertFound(problems, ...expected) {
  for (const pattern of expected)
    assert.ok(
      problems.some((p) => pattern.test(p)),
      `expected a problem matching ${String(pattern)}, got:\n${problems.join('\n')}`,
    );
}

// Each checkCompose compiles the Compose schema (about a second on a busy machine): few fixtures, many
// breakages each.
await test('passes the repository as it is, and fails it once its Node line leaves LTS', () => {
  const dir = fixture({});
  for (const useCompose of MODES) {
    assert.deepEqual(checkCompose(dir, TODAY, useCompose).problems, [], `compose: ${useCompose}`);
    assertFound(
      checkCompose(dir, new Date(Date.UTC(2028, 5, 1)), useCompose).problems,
      /Dockerfile.api: node:24\S* is not a supported Node LTS line/,
    );
  }
  assert.deepEqual(nodeLtsWindow(24), {
    from: new Date(Date.UTC(2025, 9, 1)),
    until: new Date(Date.UTC(2028, 4, 1)),
  });
  assert.equal(nodeLtsWindow(25), undefined);
});

await test('refuses a key the Compose Specification does not have (inside a YAML anchor too), and a service that is not there', () => {
  const dir = fixture({
    'docker-compose.yml': (t) => t.replace('  init: true', '  init: true\n  restat: always'),
  });
  for (const useCompose of MODES)
    assertFound(checkCompose(dir, TODAY, useCompose).problems, /restat|instancePath="\/services\/api"/);
  const missing = fixture({
    'docker-compose.yml': (t) => t.replace('    redis:\n      condition', '    cache:\n      condition'),
  });
  for (const useCompose of MODES) assertFound(checkCompose(missing, TODAY, useCompose).problems, /cache/);
});

await test('names each broken promise of the stack', () => {
  const dir = fixture({
    'docker-compose.yml': (t) =>
      t
        .replace(/ {4}healthcheck:\n {6}test: \['CMD', 'redis-cli', 'ping'\]\n( {6}.*\n)*/, '')
        .replace(/( {2}postgres:\n(?:.*\n)*?) {4}restart: unless-stopped\n/, '$1')
        .replace('      replicas: 2', '      replicas: 1')
        .replace(
          '    image: inmobiliaria-worker:latest\n',
          "    image: inmobiliaria-worker:latest\n    command: ['node', 'dist/main.js']\n    healthcheck:\n      disable: true\n",
        )
        .replace('postgres:17}', 'postgres:latest}')
        .replace("'127.0.0.1:8025:8025'", "'8025:8025'")
        .replace(
          / {4}healthcheck:\n {6}test: \['CMD', 'mc', 'ready', 'local'\]\n( {6}.*\n)*/,
          "    ports:\n      - '127.0.0.1:9000:9000'\n",
        )
        .replace(/( {2}STORAGE_S3_BUCKET: ).*/, '$1'),
    'docker/nginx.conf': (t) => t.replace('set $gateway api:3000', 'set $gateway gateway:3000'),
    'Dockerfile.api': (t) =>
      `# syntax=docker/dockerfile:1\n${t}`
        .replace(/HEALTHCHECK[^\n]*\n[^\n]*\n/, '')
        .replace(/\nUSER node\n/, '\n')
        .replace(/ chromium-headless-shell fonts/, ' fonts')
        .replace('RUN mkdir -p /data', 'RUN apt-get update && apt-get install -y chromium && mkdir -p /data')
        .replace(/node:24-bookworm-slim/, 'node:25-bookworm-slim'),
    'Dockerfile.web': (t) =>
      t.replace('nginx-unprivileged:1.28.0-alpine', 'nginx-unprivileged:stable-alpine'),
  });
  for (const useCompose of MODES)
    assertFound(
      checkCompose(dir, TODAY, useCompose).problems,
      /service "redis" has no health check/,
      /service "api" has no health check/,
      /service "worker" has no health check/,
      /waits for "api" to be healthy, but "api" has no health check/,
      /"postgres" has restart: no/,
      /"api" runs 1 replica/,
      /"worker" does not run node dist\/worker\.js/,
      /"postgres" pulls postgres:latest without a version tag/,
      /"mailpit" publishes .* on every interface/,
      /service "s3" has no health check/,
      /service "s3" publishes ports: the uploads are read through the gateways only/,
      /service "api" gets no STORAGE_S3_BUCKET/,
      /proxies to "gateway", which is not the api service/,
      /Dockerfile.api: the image of "api" names no unprivileged USER/,
      /the gateway image installs Chromium/,
      /Dockerfile.api starts with a "# syntax=" line/,
      /Dockerfile.api: node:25\S* is not a supported Node LTS line/,
      /Dockerfile.web: FROM nginxinc\/nginx-unprivileged:stable-alpine has no pinned version/,
    );
});

await test('wants the app built once, and nginx built after the gateway it takes its files from', () => {
  const dir = fixture({
    'Dockerfile.web': (t) =>
      t.replace(
        'FROM ${GATEWAY_IMAGE} AS gateway',
        'FROM inmobiliaria-gateway:latest AS gateway\nRUN pnpm --filter "@inmo/web..." run build',
      ),
    'docker-compose.yml': (t) =>
      t.replace(/( {2}web:\n(?:.*\n)*?) {4}depends_on:\n {6}api:\n {8}condition: service_healthy\n/, '$1'),
  });
  for (const useCompose of MODES)
    assertFound(
      checkCompose(dir, TODAY, useCompose).problems,
      /the app must be built by exactly one stage, found: Dockerfile.api stage "build", Dockerfile.web stage "gateway"/,
      /service "web" builds FROM inmobiliaria-gateway:latest without depending on "api" or "queue-board"/,
    );
});

await test('wants Chromium in the worker image', () => {
  const dir = fixture({ 'Dockerfile.api': (t) => t.replace(/ chromium-headless-shell fonts/, ' fonts') });
  for (const useCompose of MODES)
    assertFound(checkCompose(dir, TODAY, useCompose).problems, /the worker image does not install Chromium/);
});

await test('refuses a secret with a default, an optional secret and a literal one', () => {
  const dir = fixture({
    'docker-compose.yml': (t) =>
      t
        .replace(/\$\{ALTCHA_HMAC_KEY:\?[^}]*\}/, '${ALTCHA_HMAC_KEY:-change-me-to-a-long-random-secret}')
        .replace(/\$\{IP_HASH_SALT:\?[^}]*\}/, '${IP_HASH_SALT}')
        .replace(/( {6}POSTGRES_PASSWORD: ).*/, '$1inmo')
        .replace('    expose:', "    environment:\n      SIMI_TOKEN: 'abc123'\n    expose:"),
  });
  for (const useCompose of MODES) {
    const { problems } = checkCompose(dir, TODAY, useCompose);
    assertFound(
      problems,
      /reads the secret \$\{ALTCHA_HMAC_KEY:-change-me-to-a-long-random-secret\} with a default/,
      /reads the secret \$\{IP_HASH_SALT\} as optional/,
      /service "postgres" sets the secret POSTGRES_PASSWORD to a literal value/,
      /service "api" sets the secret SIMI_TOKEN to a literal value/,
    );
    // The DATABASE_URL's ${POSTGRES_PASSWORD:?...} is still required: not reported.
    assert.equal(problems.filter((p) => /POSTGRES_PASSWORD/.test(p)).length, 1, problems.join('\n'));
  }
});

rmSync(temp, { recursive: true, force: true });
