#!/usr/bin/env node
// Static check of the Docker stack, for machines without a Docker engine (the gate's):
//   1. docker-compose.yml against the Compose Specification: the compose-spec JSON schema dclint ships
//      (the schema docker compose validates with), plus dclint's duplicate container name/port, obsolete
//      `version:` and project `name:` rules;
//   2. what operations rely on, on the merged file (YAML anchors resolved, ${VAR:-default} interpolated
//      with an empty environment); each message says what is wrong and why it matters; secrets (variables
//      named *_SECRET, *_KEY, *_SALT, *_PASSWORD, *_TOKEN) have no default and no literal value;
//   3. the Dockerfiles the services build from: multi-stage, non-root final stage, a supported Node LTS
//      base, Chromium in the api image, COPY sources present and not .dockerignored, every workspace
//      manifest copied before the frozen-lockfile install.
//
//   node scripts/check-compose.mjs [repository root]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DCLinter } from 'dclint';
import { parse } from 'yaml';

/**
 * dclint's own declarations use extensionless relative imports that ESM type resolution cannot follow:
 * the part of its API used here, typed.
 * @typedef {{ lintFiles(files: string[], recursive: boolean): { messages: LintMessage[] }[] }} LintRun
 * @typedef {{ line: number, message: string, rule: string }} LintMessage
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- typed right here
const Linter = /** @type {new (config: object) => LintRun} */ (/** @type {unknown} */ (DCLinter));

/** @typedef {Record<string, unknown>} Dict */
/** @typedef {{ op: string, args: string }} Instruction */
/** @typedef {{ name: string | undefined, image: string, instructions: Instruction[] }} Stage */

const COMPOSE_FILE = 'docker-compose.yml';
/** The stack (README "Full stack with Docker"); mailpit is a convenience. */
const REQUIRED_SERVICES = ['postgres', 'redis', 'api', 'worker', 'web'];
const HEALTH_CHECKED = ['postgres', 'redis', 'api', 'worker', 'web'];
/** The one service reached from outside; every other published port binds to the host's loopback. */
const PUBLIC_SERVICE = 'web';
/** What every gateway and worker must share (a challenge signed by one is verified by another...). */
const SHARED_ENV = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'ALTCHA_HMAC_KEY', 'IP_HASH_SALT'];
const FLOATING_TAGS = ['latest', 'stable', 'edge', 'nightly', 'lts'];
/**
 * Variables holding secrets. A default (`${X:-...}`) or a literal value in the compose file is a secret
 * published with the code, used by whoever forgets to set it: each must be required (`${X:?message}`).
 * No exception, not even the bundled database's password: postgres publishes no port, but the nginx
 * container that faces the internet shares its network.
 */
const SECRET_NAME = /(?:^|_)(?:SECRET|KEY|SALT|PASSWORD|PASS|TOKEN)$/;
const INTERPOLATION = /\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?])([^}]*))?\}/g;
const HALF_YEAR_MS = 183 * 24 * 3600 * 1000;

/** dclint's correctness rules on; its style rules (key order, sorting) off; tags and ports checked below. */
const DCLINT_RULES = {
  'no-duplicate-container-names': 2,
  'no-duplicate-exported-ports': 2,
  'no-version-field': 2,
  'require-project-name-field': 2,
  'require-quotes-in-ports': 2,
  'service-container-name-regex': 2,
  'no-build-and-image': 0,
  'no-quotes-in-volumes': 0,
  'no-unbound-port-interfaces': 0,
  'service-dependencies-alphabetical-order': 0,
  'service-image-require-explicit-tag': 0,
  'service-keys-order': 0,
  'service-ports-alphabetical-order': 0,
  'services-alphabetical-order': 0,
  'top-level-properties-order': 0,
};

/** @param {unknown} value @returns {value is Dict} */
const isDict = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** @param {unknown} value @returns {Dict} */
const dict = (value) => (isDict(value) ? value : {});
/** @param {unknown} value @returns {unknown[]} */
const list = (value) => (Array.isArray(value) ? value : []);
/** @param {unknown} value */
const text = (value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Compose interpolation with an empty environment: `${X:-d}` and `${X-d}` give d, `${X}` gives '',
 * `$$` is a `$`; a required `${X:?e}` (compose stops when X is unset) gives `<X>`, the operator's value.
 * The names met are added to `names`.
 * @param {unknown} value @param {Set<string>} names @returns {unknown}
 */
function interpolate(value, names) {
  if (typeof value === 'string')
    return value.replace(
      INTERPOLATION,
      (
        /** @type {string} */ match,
        /** @type {string} */ name,
        /** @type {string} */ op,
        /** @type {string} */ arg,
      ) => {
        if (match === '$$') return '$';
        names.add(name);
        if (op === ':?' || op === '?') return `<${name}>`;
        return op === ':-' || op === '-' ? arg : '';
      },
    );
  if (Array.isArray(value)) return value.map((v) => interpolate(v, names));
  if (isDict(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, names)]));
  return value;
}

/** A service's `environment`, from the map or the KEY=VALUE list form. @param {unknown} env */
function environmentOf(env) {
  /** @type {Record<string, string>} */
  const out = {};
  if (Array.isArray(env))
    for (const entry of env) {
      const [key = '', ...rest] = text(entry).split('=');
      out[key] = rest.join('=');
    }
  else for (const [key, value] of Object.entries(dict(env))) out[key] = text(value);
  return out;
}

/**
 * Where the compose file gives a secret a value: `${SECRET:-default}`, `${SECRET}` (empty when unset) or
 * a literal in a service's `environment`. `compose` is the merged file before interpolation.
 * @param {Dict} compose @returns {string[]}
 */
function secretProblems(compose) {
  /** @type {Set<string>} */
  const problems = new Set();
  /** @param {unknown} value */
  const scan = (value) => {
    if (typeof value === 'string') {
      for (const [match, name = '', op = ''] of value.matchAll(INTERPOLATION))
        if (match !== '$$' && SECRET_NAME.test(name) && op !== ':?' && op !== '?')
          problems.add(
            `${COMPOSE_FILE} reads the secret ${match} ${op.endsWith('-') ? 'with a default: whoever forgets to set it runs with a secret published in the repository' : 'as optional: whoever forgets to set it runs with an empty one'}; make it required with \${${name}:?message}`,
          );
    } else if (Array.isArray(value)) value.forEach(scan);
    else if (isDict(value)) Object.values(value).forEach(scan);
  };
  scan(compose);
  for (const [name, svc] of Object.entries(dict(compose.services)))
    for (const [key, value] of Object.entries(environmentOf(dict(svc).environment)))
      if (SECRET_NAME.test(key) && value !== '' && !value.includes('${'))
        problems.add(
          `service "${name}" sets the secret ${key} to a literal value: it is published with the code; read it from .env with \${${key}:?message}`,
        );
  return [...problems];
}

/** The source of a volume entry (short `src:dst[:mode]` or long form). @param {unknown} volume */
function volumeSource(volume) {
  if (isDict(volume)) return volume.type === 'volume' || volume.type === undefined ? text(volume.source) : '';
  return text(volume).split(':')[0] ?? '';
}

/**
 * A Dockerfile's stages: base image (global ARG defaults substituted), name, instructions.
 * @param {string} source @returns {Stage[]}
 */
export function parseDockerfile(source) {
  /** @type {Record<string, string>} */
  const args = {};
  /** @type {Stage[]} */
  const stages = [];
  for (const raw of source.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [, op = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { op: op.toUpperCase(), args: rest.trim() };
    if (instruction.op === 'ARG' && stages.length === 0) {
      const [, key = '', value = ''] = /^(\w+)(?:=(.*))?$/.exec(instruction.args) ?? [];
      args[key] = value.replace(/^["']|["']$/g, '');
    } else if (instruction.op === 'FROM') {
      const [image = '', , name] = instruction.args.replace(/--platform=\S+\s+/, '').split(/\s+/);
      const resolved = image.replace(
        /\$\{?(\w+)\}?/g,
        (_match, /** @type {string} */ key) => args[key] ?? '',
      );
      stages.push({ name: name?.toLowerCase(), image: resolved, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/**
 * Node's release schedule: even majors enter LTS in the October after their April release and are
 * supported until the end of April three years after it (18: 2022-2025, 20: 2023-2026, ...).
 * @param {number} major
 */
export function nodeLtsWindow(major) {
  if (major < 18 || major % 2 !== 0) return undefined;
  const released = 2022 + (major - 18) / 2;
  return { from: new Date(Date.UTC(released, 9, 1)), until: new Date(Date.UTC(released + 3, 4, 1)) };
}

/** `.dockerignore` patterns of the forms this repository uses: `name`, `a/b`, `**∕name`. @param {string} root */
function dockerIgnored(root) {
  const file = path.join(root, '.dockerignore');
  const patterns = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'))
    : [];
  return (/** @type {string} */ source) => {
    const rel = path.posix.normalize(source).replace(/^\.\/|\/$/g, '');
    return patterns.some((p) =>
      p.startsWith('**/')
        ? rel.split('/').includes(p.slice(3))
        : rel === p.replace(/\/$/, '') || rel.startsWith(`${p.replace(/\/$/, '')}/`),
    );
  };
}

/** Workspace package directories (pnpm-workspace.yaml entries `dir` or `dir/*`). @param {string} root */
function workspacePackages(root) {
  const workspace = dict(parse(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')));
  return list(workspace.packages).flatMap((entry) => {
    const pattern = text(entry);
    const dirs = pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((d) =>
          path.posix.join(pattern.slice(0, -2), d),
        )
      : [pattern];
    return dirs.filter((dir) => existsSync(path.join(root, dir, 'package.json')));
  });
}

/**
 * Every problem of the Docker stack in the repository at `root`, as sentences; `notes` are warnings.
 * @param {string} root
 * @param {Date} [today]
 */
export function checkCompose(root, today = new Date()) {
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const notes = [];
  const read = (/** @type {string} */ rel) => readFileSync(path.join(root, rel), 'utf8');

  // 1. The Compose Specification and dclint's correctness rules (on the file as written).
  const linter = new Linter({ rules: DCLINT_RULES, quiet: true, debug: false, exclude: [] });
  for (const result of linter.lintFiles([path.join(root, COMPOSE_FILE)], false))
    for (const m of result.messages) problems.push(`${COMPOSE_FILE}:${m.line} ${m.message} (${m.rule})`);
  if (problems.length > 0) return { problems, notes };

  // 2. The stack, merged and interpolated.
  /** @type {Set<string>} */
  const variables = new Set();
  const written = dict(parse(read(COMPOSE_FILE), { merge: true }));
  problems.push(...secretProblems(written));
  const compose = dict(interpolate(written, variables));
  const services = dict(compose.services);
  const declaredVolumes = dict(compose.volumes);
  const names = Object.keys(services);
  const service = (/** @type {string} */ name) => dict(services[name]);

  /** @type {Map<string, Stage[]>} */
  const dockerfiles = new Map();
  /** The Dockerfile a service builds from, parsed once. @param {string} name */
  const buildOf = (name) => {
    const build = service(name).build;
    if (build === undefined) return undefined;
    const context = typeof build === 'string' ? build : text(dict(build).context) || '.';
    const rel = path.posix.join(context, (isDict(build) && text(build.dockerfile)) || 'Dockerfile');
    if (!existsSync(path.join(root, rel))) return undefined;
    if (!dockerfiles.has(rel)) dockerfiles.set(rel, parseDockerfile(read(rel)));
    return { rel, context, stages: dockerfiles.get(rel) ?? [] };
  };
  const finalStage = (/** @type {string} */ name) => buildOf(name)?.stages.at(-1);
  /** A compose healthcheck, else the image's HEALTHCHECK; `disable: true` turns either off. */
  const healthChecked = (/** @type {string} */ name) => {
    const hc = service(name).healthcheck;
    if (hc !== undefined) return dict(hc).disable !== true && text(list(dict(hc).test)[0]) !== 'NONE';
    return (
      finalStage(name)?.instructions.some((i) => i.op === 'HEALTHCHECK' && !/^NONE\b/i.test(i.args)) ?? false
    );
  };

  for (const name of REQUIRED_SERVICES)
    if (!names.includes(name))
      problems.push(`service "${name}" is missing (the stack is ${REQUIRED_SERVICES.join(', ')})`);

  for (const name of names) {
    const svc = service(name);
    if (svc.build !== undefined && !buildOf(name))
      problems.push(`service "${name}" builds from a Dockerfile that does not exist`);
    const deps = Array.isArray(svc.depends_on)
      ? Object.fromEntries(svc.depends_on.map((d) => [text(d), {}]))
      : dict(svc.depends_on);
    for (const [dep, spec] of Object.entries(deps)) {
      if (!names.includes(dep))
        problems.push(`service "${name}" depends on "${dep}", which is not a service`);
      else if (dict(spec).condition === 'service_healthy' && !healthChecked(dep))
        problems.push(`service "${name}" waits for "${dep}" to be healthy, but "${dep}" has no health check`);
    }
    const restart = text(svc.restart) || 'no';
    if (!/^(always|unless-stopped|on-failure(:\d+)?)$/.test(restart))
      problems.push(
        `service "${name}" has restart: ${restart}; it would stay down after a crash or a reboot`,
      );
    for (const volume of list(svc.volumes)) {
      const source = volumeSource(volume);
      if (source && !/^[./~]/.test(source) && !Object.hasOwn(declaredVolumes, source))
        problems.push(
          `service "${name}" mounts the volume "${source}", which is not declared under volumes:`,
        );
    }
    if (svc.build === undefined) {
      const image = text(svc.image);
      const tag = /:([^/:@]+)$/.exec(image)?.[1];
      if (!image.includes('@sha256:') && (!tag || FLOATING_TAGS.includes(tag)))
        problems.push(`service "${name}" pulls ${image || 'no image'} without a version tag; pin one`);
    }
    if (name === PUBLIC_SERVICE) continue;
    for (const port of list(svc.ports)) {
      const hostIp = isDict(port) ? text(port.host_ip) : text(port).split(':').slice(0, -2).join(':');
      if (!['127.0.0.1', '::1', '[::1]'].includes(hostIp))
        problems.push(
          `service "${name}" publishes ${JSON.stringify(port)} on every interface; bind it to 127.0.0.1`,
        );
    }
  }
  for (const volume of Object.keys(declaredVolumes))
    if (!names.some((n) => list(service(n).volumes).some((v) => volumeSource(v) === volume)))
      problems.push(`volume "${volume}" is declared but no service mounts it`);
  for (const name of HEALTH_CHECKED)
    if (names.includes(name) && !healthChecked(name))
      problems.push(`service "${name}" has no health check (compose healthcheck or Dockerfile HEALTHCHECK)`);

  // Two gateways behind nginx, which proxies to the service by name on the port the gateway listens on.
  const api = service('api');
  const apiEnv = environmentOf(api.environment);
  const apiPort = apiEnv.PORT || '3000';
  const replicas = Number(dict(api.deploy).replicas ?? api.scale ?? 1);
  if (replicas < 2) problems.push(`service "api" runs ${replicas} replica(s); the stack runs 2 behind nginx`);
  const web = service('web');
  const webDeps = Array.isArray(web.depends_on)
    ? web.depends_on.map(text)
    : Object.keys(dict(web.depends_on));
  if (!webDeps.includes('api')) problems.push('service "web" does not depend on "api"');
  const nginxConf = finalStage('web')
    ?.instructions.filter((i) => i.op === 'COPY' && !/--from=/.test(i.args))
    .flatMap((i) => i.args.split(/\s+/).filter((a) => a.endsWith('.conf')))
    .find((rel) => existsSync(path.join(root, rel)));
  if (names.includes('web') && !nginxConf)
    problems.push('the web image copies no nginx .conf from the repository');
  if (nginxConf) {
    const upstreams = [...read(nginxConf).matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)];
    if (upstreams.length === 0) problems.push(`${nginxConf} proxies to no upstream server`);
    for (const [, host, port] of upstreams)
      if (host !== 'api') problems.push(`${nginxConf} proxies to "${host}", which is not the api service`);
      else if (port !== apiPort)
        problems.push(`${nginxConf} proxies to api:${port}, the api listens on ${apiPort}`);
  }

  // The worker: the api image running the queue consumer, sharing the gateways' stores and secrets.
  if (names.includes('worker')) {
    const worker = service('worker');
    const command = Array.isArray(worker.command) ? worker.command.map(text).join(' ') : text(worker.command);
    if (!command.includes('dist/worker.js'))
      problems.push('service "worker" does not run node dist/worker.js');
    if (worker.image !== api.image) problems.push('service "worker" does not run the api image');
    if (list(worker.ports).length > 0) problems.push('service "worker" publishes ports; it has no HTTP');
    const workerEnv = environmentOf(worker.environment);
    for (const key of SHARED_ENV)
      if (!apiEnv[key]) problems.push(`service "api" gets no ${key}`);
      else if (apiEnv[key] !== workerEnv[key])
        problems.push(`services "api" and "worker" get different ${key}`);
  }

  const docs = `${read('README.md')}\n${existsSync(path.join(root, '.env.example')) ? read('.env.example') : ''}`;
  for (const variable of variables)
    if (!docs.includes(variable))
      problems.push(
        `${COMPOSE_FILE} reads \${${variable}}, which neither README.md nor .env.example mentions`,
      );

  // 3. The Dockerfiles (api and worker share one).
  const ignored = dockerIgnored(root);
  const manifests = ['pnpm-lock.yaml', 'pnpm-workspace.yaml'].concat(
    workspacePackages(root).map((dir) => `${dir}/package.json`),
  );
  const checked = new Set();
  for (const name of names) {
    const build = buildOf(name);
    if (!build || checked.has(build.rel)) continue;
    checked.add(build.rel);
    const { rel, context, stages } = build;
    const final = stages.at(-1);
    if (!final) {
      problems.push(`${rel} has no FROM`);
      continue;
    }
    if (stages.length < 2 || !final.instructions.some((i) => i.op === 'COPY' && /--from=/.test(i.args)))
      problems.push(`${rel} is not multi-stage: the final image copies nothing from a build stage`);
    const user = final.instructions
      .filter((i) => i.op === 'USER')
      .at(-1)
      ?.args.split(':')[0];
    if (!user || user === 'root' || user === '0')
      problems.push(
        `${rel}: the final stage names no unprivileged USER (a base image's default may be root)`,
      );
    /** @type {Map<string, Set<string>>} files each named stage has copied from the context */
    const copiedBy = new Map();
    for (const stage of stages) {
      const major = /^(?:docker\.io\/)?(?:library\/)?node:(\d+)/.exec(stage.image)?.[1];
      if (major) {
        const lts = nodeLtsWindow(Number(major));
        const day = today.toISOString().slice(0, 10);
        if (!lts || today < lts.from || today >= lts.until)
          problems.push(`${rel}: ${stage.image} is not a supported Node LTS line on ${day}`);
        else if (lts.until.getTime() - today.getTime() < HALF_YEAR_MS)
          notes.push(`${rel}: Node ${major} leaves LTS on ${lts.until.toISOString().slice(0, 10)}`);
      }
      const copied = new Set(copiedBy.get(stage.image.toLowerCase()) ?? []);
      for (const { op, args } of stage.instructions) {
        if (op === 'RUN' && /pnpm install\b[^&;]*--frozen-lockfile/.test(args)) {
          const missing = manifests.filter((m) => !copied.has(m));
          if (missing.length > 0)
            problems.push(
              `${rel}: pnpm install --frozen-lockfile runs before ${missing.join(', ')} is copied (the lockfile must match every workspace package)`,
            );
        }
        if (op !== 'COPY' || /--from=/.test(args)) continue;
        const sources = args
          .split(/\s+/)
          .filter((a) => !a.startsWith('--'))
          .slice(0, -1);
        for (const source of sources) {
          const normalized = path.posix.normalize(source);
          if (!existsSync(path.join(root, context, source)))
            problems.push(`${rel}: COPY ${source}: not in the build context, the build would fail`);
          else if (ignored(normalized))
            problems.push(`${rel}: COPY ${source}: excluded by .dockerignore, the build would fail`);
          copied.add(normalized);
        }
      }
      if (stage.name) copiedBy.set(stage.name, copied);
    }
  }
  const apiFinal = finalStage('api');
  if (apiFinal) {
    const run = apiFinal.instructions.filter((i) => i.op === 'RUN').map((i) => i.args);
    if (!run.some((r) => /apt-get install\b.*\bchromium\b/.test(r)))
      problems.push('the api image does not install Chromium: PDFs would answer 503');
    if (!apiFinal.instructions.some((i) => i.op === 'ENV' && /\bCHROMIUM_PATH[= ]/.test(i.args)))
      problems.push('the api image does not set CHROMIUM_PATH');
  }
  return { problems, notes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { problems, notes } = checkCompose(root);
  for (const note of notes) console.log(`check-compose note: ${note}`);
  if (problems.length > 0) {
    console.error(
      `check-compose: ${problems.length} problem(s) in the Docker stack:\n  - ${problems.join('\n  - ')}`,
    );
    process.exit(1);
  }
  console.log(
    `check-compose: ${COMPOSE_FILE} follows the Compose Specification; services, volumes, health checks, nginx upstream and Dockerfiles checked`,
  );
}
