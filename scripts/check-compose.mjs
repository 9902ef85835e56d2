#!/usr/bin/env node
// Check of the Docker stack for what neither compose nor the engine can tell (they tell the rest: an unknown
// key, a missing service or volume, a COPY of a file that is not there fail `docker compose config` or the
// build, which scripts/containers-smoke.sh runs):
//   1. the compose model: from `docker compose config` (or the standalone `docker-compose`) where one is
//      installed, which validates the file against the Compose Specification, merges anchors and
//      interpolates; on a machine with neither, the compose-spec JSON schema dclint ships and a reading of
//      the YAML that interpolates ${VAR:-default} with an empty environment (said on the first line);
//   2. what operations rely on, on that model; each message says what is wrong and why it matters; secrets
//      (variables named *_SECRET, *_KEY, *_SALT, *_PASSWORD, *_TOKEN) have no default and no literal value;
//   3. the Dockerfile targets the services build: no `# syntax` line (it fetches a frontend from a
//      registry), a non-root user, a supported Node LTS base, Chromium in the worker and not in the gateway,
//      the worker built on the gateway (one build).
//
//   node scripts/check-compose.mjs [repository root]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DCLinter } from 'dclint';
import { DockerfileParser, ModifiableInstruction } from 'dockerfile-ast';
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
const REQUIRED_SERVICES = ['postgres', 'redis', 's3', 'api', 'worker', 'web'];
const HEALTH_CHECKED = ['postgres', 'redis', 's3', 'api', 'worker', 'web'];
/** The object store of uploads and PDFs: reached by the gateways and the worker only, never published. */
const OBJECT_STORE = 's3';
/** The one service reached from outside; every other published port binds to the host's loopback. */
const PUBLIC_SERVICE = 'web';
/** What every gateway and worker must share (a challenge signed by one is verified by another...). */
const SHARED_ENV = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ALTCHA_HMAC_KEY',
  'IP_HASH_SALT',
  // One bucket for all: a gateway serves the file another gateway or the worker wrote.
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_ENDPOINT',
];
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

/** The services a service depends on (either form of `depends_on`). @param {Record<string, unknown>} svc */
function dependsOn(svc) {
  return Array.isArray(svc.depends_on) ? svc.depends_on.map(text) : Object.keys(dict(svc.depends_on));
}

/**
 * A Dockerfile's stages as dockerfile-ast reads them: base image (ARG defaults substituted), name, instructions.
 * @param {string} source @returns {Stage[]}
 */
export function parseDockerfile(source) {
  const dockerfile = DockerfileParser.parse(source);
  /** @type {Stage[]} */
  const stages = [];
  for (const instruction of dockerfile.getInstructions()) {
    const op = instruction.getKeyword();
    if (op === 'FROM') {
      const from = /** @type {import('dockerfile-ast').From} */ (instruction);
      const line = from.getRange().start.line;
      const image = (from.getImage() ?? '').replace(
        /\$\{?(\w+)\}?/g,
        (_match, /** @type {string} */ key) => dockerfile.resolveVariable(key, line) ?? '',
      );
      stages.push({ name: from.getBuildStage()?.toLowerCase(), image, instructions: [] });
    } else {
      // Flags first (`--from=`, a health check's `--interval=`), as they are written.
      const flags =
        instruction instanceof ModifiableInstruction
          ? instruction.getFlags().map((flag) => flag.toString())
          : [];
      const args = [...flags, instruction.getArgumentsContent() ?? ''].join(' ');
      stages.at(-1)?.instructions.push({ op, args });
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

/**
 * A stage and the stages it is built FROM, oldest first.
 * @param {Stage[]} stages @param {Stage | undefined} stage @returns {Stage[]}
 */
function stageChain(stages, stage) {
  /** @type {Stage[]} */
  const chain = [];
  for (
    let at = stage;
    at && !chain.includes(at);
    at = stages.find((st) => st.name === at?.image.toLowerCase())
  )
    chain.unshift(at);
  return chain;
}

/** How to run compose here: the docker CLI's plugin, else the standalone binary; undefined without either. */
function composeCommand() {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const probe = spawnSync(command[0] ?? '', [...command.slice(1), 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return command;
  }
  return undefined;
}

/**
 * The compose model as compose itself reads it, or its first complaint: `written` merged but not
 * interpolated, `compose` interpolated in an environment holding only `<NAME>` for each required variable
 * (no .env, none of this shell's variables), and the variables the file reads.
 * @param {string} root @param {string[]} command
 * @returns {{ written: Dict, compose: Dict, variables: Set<string> } | { error: string }}
 */
function composeConfig(root, command) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'check-compose-'));
  const envFile = path.join(dir, 'empty.env');
  writeFileSync(envFile, '');
  const base = [
    '-f',
    path.join(root, COMPOSE_FILE),
    '--project-directory',
    root,
    '--env-file',
    envFile,
    'config',
  ];
  const cleanEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir };
  const run = (/** @type {string[]} */ args, env = cleanEnv) =>
    spawnSync(command[0] ?? '', [...command.slice(1), ...base, ...args], { encoding: 'utf8', env });
  try {
    const listed = run(['--variables']);
    if (listed.status !== 0) return { error: listed.stderr.trim() };
    /** @type {Set<string>} */
    const variables = new Set();
    const required = /** @type {Record<string, string>} */ ({});
    for (const line of listed.stdout.split('\n').slice(1)) {
      const [name, isRequired] = line.trim().split(/\s+/);
      if (!name) continue;
      variables.add(name);
      if (isRequired === 'true') required[name] = `<${name}>`;
    }
    const written = run(['--no-interpolate', '--format', 'json']);
    if (written.status !== 0) return { error: written.stderr.trim() };
    const interpolated = run(['--format', 'json'], { ...cleanEnv, ...required });
    if (interpolated.status !== 0) return { error: interpolated.stderr.trim() };
    return {
      written: dict(JSON.parse(written.stdout)),
      compose: dict(JSON.parse(interpolated.stdout)),
      variables,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every problem of the Docker stack in the repository at `root`, as sentences; `notes` are warnings.
 * @param {string} root
 * @param {Date} [today]
 * @param {boolean} [useCompose] false: the reading without compose, as on a machine that has none
 */
export function checkCompose(root, today = new Date(), useCompose = true) {
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const notes = [];
  const read = (/** @type {string} */ rel) => readFileSync(path.join(root, rel), 'utf8');

  // 1. The model: compose's own where it is installed, else the schema and a reading of the YAML.
  /** @type {Set<string>} */
  let variables = new Set();
  /** @type {Dict} */
  let written;
  /** @type {Dict} */
  let compose;
  const command = useCompose ? composeCommand() : undefined;
  if (command) {
    const model = composeConfig(root, command);
    if ('error' in model) return { problems: [`${command.join(' ')} config: ${model.error}`], notes };
    ({ written, compose, variables } = model);
    notes.push(`the model is ${command.join(' ')} config's`);
  } else {
    notes.push(
      'no docker compose here: the file is checked against the compose-spec schema and read by hand',
    );
    const linter = new Linter({ rules: DCLINT_RULES, quiet: true, debug: false, exclude: [] });
    for (const result of linter.lintFiles([path.join(root, COMPOSE_FILE)], false))
      for (const m of result.messages) problems.push(`${COMPOSE_FILE}:${m.line} ${m.message} (${m.rule})`);
    if (problems.length > 0) return { problems, notes };
    written = dict(parse(read(COMPOSE_FILE), { merge: true }));
    compose = dict(interpolate(written, variables));
  }
  if (typeof dict(parse(read(COMPOSE_FILE))).name !== 'string')
    problems.push(
      `${COMPOSE_FILE} names no project (name:): its containers and volumes would take the folder's name`,
    );

  // 2. The stack.
  problems.push(...secretProblems(written));
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
    const given = typeof build === 'string' ? build : text(dict(build).context) || '.';
    // compose config gives the context as an absolute path.
    const context = path.isAbsolute(given) ? path.relative(root, given) || '.' : given;
    const rel = path.posix.join(context, (isDict(build) && text(build.dockerfile)) || 'Dockerfile');
    if (!existsSync(path.join(root, rel))) return undefined;
    if (!dockerfiles.has(rel)) dockerfiles.set(rel, parseDockerfile(read(rel)));
    const stages = dockerfiles.get(rel) ?? [];
    const target = isDict(build) ? text(build.target).toLowerCase() : '';
    return { rel, context, stages, target: target ? stages.find((st) => st.name === target) : stages.at(-1) };
  };
  /** The stage a service's image ends with: its build target, else the last one. */
  const finalStage = (/** @type {string} */ name) => buildOf(name)?.target;
  /** Every instruction that makes a service's image, through the stages it is built FROM. */
  const chainOf = (/** @type {string} */ name) => {
    const build = buildOf(name);
    return stageChain(build?.stages ?? [], build?.target).flatMap((st) => st.instructions);
  };
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
    if (name === OBJECT_STORE && list(svc.ports).length > 0)
      problems.push(
        `service "${name}" publishes ports: the uploads are read through the gateways only, never from the store`,
      );
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
  if (!dependsOn(web).includes('api')) problems.push('service "web" does not depend on "api"');
  const nginxConf = finalStage('web')
    ?.instructions.filter((i) => i.op === 'COPY' && !/--from=/.test(i.args))
    .flatMap((i) => i.args.split(/\s+/).filter((a) => a.endsWith('.conf')))
    .find((rel) => existsSync(path.join(root, rel)));
  if (names.includes('web') && !nginxConf)
    problems.push('the web image copies no nginx .conf from the repository');
  if (nginxConf) {
    // `server host:port` in an upstream block, or `set $var host:port` for a proxy_pass resolved per request.
    const upstreams = [...read(nginxConf).matchAll(/^\s*(?:server|set\s+\$\w+)\s+([\w.-]+):(\d+)/gm)];
    if (upstreams.length === 0) problems.push(`${nginxConf} proxies to no upstream server`);
    for (const [, host, port] of upstreams)
      if (host !== 'api') problems.push(`${nginxConf} proxies to "${host}", which is not the api service`);
      else if (port !== apiPort)
        problems.push(`${nginxConf} proxies to api:${port}, the api listens on ${apiPort}`);
    // nginx's own 429 page says what the gateway's says.
    const messages = 'packages/contracts/src/messages.ts';
    const tooMany = existsSync(path.join(root, messages))
      ? /tooManyRequests:\s*'([^']+)'/.exec(read(messages))?.[1]
      : undefined;
    if (tooMany && /limit_(req|conn)\s/.test(read(nginxConf)) && !read(nginxConf).includes(tooMany))
      problems.push(`${nginxConf} limits clients but its 429 page lacks the message "${tooMany}"`);
  }

  // The worker: the queue consumer, built on the gateway's image (one build), sharing its stores and secrets.
  if (names.includes('worker')) {
    const worker = service('worker');
    const cmd = (/** @type {string} */ name) => {
      const given = service(name).command;
      if (given !== undefined && given !== null)
        return Array.isArray(given) ? given.map(text).join(' ') : text(given);
      return [...chainOf(name)].reverse().find((i) => i.op === 'CMD')?.args ?? '';
    };
    if (!cmd('worker').includes('dist/worker.js'))
      problems.push('service "worker" does not run node dist/worker.js');
    const gatewayStage = finalStage('api');
    const workerBuild = buildOf('worker');
    const onGateway =
      worker.image === api.image ||
      (gatewayStage !== undefined &&
        workerBuild?.rel === buildOf('api')?.rel &&
        stageChain(workerBuild?.stages ?? [], workerBuild?.target).includes(gatewayStage));
    if (!onGateway)
      problems.push(
        'service "worker" is neither the api image nor built on its target: the app would be built twice',
      );
    if (list(worker.ports).length > 0) problems.push('service "worker" publishes ports; it has no HTTP');
    const workerEnv = environmentOf(worker.environment);
    for (const key of SHARED_ENV)
      if (!apiEnv[key]) problems.push(`service "api" gets no ${key}`);
      else if (apiEnv[key] !== workerEnv[key])
        problems.push(`services "api" and "worker" get different ${key}`);
    // Chromium renders the PDFs in the worker only: 1 GB less in each gateway.
    const installsChromium = (/** @type {string} */ name) =>
      chainOf(name).some(
        (i) => i.op === 'RUN' && /apt-get install\b.*\bchromium(-headless-shell)?\b/.test(i.args),
      );
    if (!installsChromium('worker'))
      problems.push('the worker image does not install Chromium: PDFs would never be rendered');
    else if (
      !chainOf('worker').some((i) => i.op === 'ENV' && /\bCHROMIUM_PATH[= ]/.test(i.args)) &&
      !workerEnv.CHROMIUM_PATH
    )
      problems.push('the worker image does not set CHROMIUM_PATH');
    if (worker.image !== api.image && installsChromium('api'))
      problems.push('the gateway image installs Chromium, which only the worker uses');
  }

  const docs = `${read('README.md')}\n${existsSync(path.join(root, '.env.example')) ? read('.env.example') : ''}`;
  for (const variable of variables)
    if (!docs.includes(variable))
      problems.push(
        `${COMPOSE_FILE} reads \${${variable}}, which neither README.md nor .env.example mentions`,
      );

  // 3. The Dockerfile targets the services build. A stage may start FROM an image this stack builds (nginx's
  // takes the browser files from the gateway's): compose builds it first when the service depends on its builder.
  /** @type {Map<string, string[]>} The services that build each image this stack names. */
  const builders = new Map();
  for (const name of names.filter((n) => buildOf(n))) {
    const image = text(service(name).image);
    if (image) builders.set(image, [...(builders.get(image) ?? []), name]);
  }
  const ownImages = new Set(builders.keys());
  for (const name of names) {
    for (const stage of buildOf(name)?.stages ?? []) {
      const those = builders.get(stage.image)?.filter((builder) => builder !== name) ?? [];
      if (those.length > 0 && !those.some((builder) => dependsOn(service(name)).includes(builder)))
        problems.push(
          `service "${name}" builds FROM ${stage.image} without depending on "${those.join('" or "')}", which builds it`,
        );
    }
  }
  // The app is built once: one stage of one Dockerfile runs the workspace's build.
  const appBuilds = [...dockerfiles].flatMap(([rel, stages]) =>
    stages.flatMap((st) =>
      st.instructions.some((i) => i.op === 'RUN' && /\bpnpm\b.*\brun build\b/.test(i.args))
        ? [`${rel} stage "${st.name ?? '?'}"`]
        : [],
    ),
  );
  if (appBuilds.length !== 1)
    problems.push(`the app must be built by exactly one stage, found: ${appBuilds.join(', ') || 'none'}`);
  for (const name of names) {
    const build = buildOf(name);
    if (!build) continue;
    const { rel, stages, target } = build;
    if (!target) {
      problems.push(`${rel} has no stage "${text(dict(service(name).build).target)}" (service "${name}")`);
      continue;
    }
    const chain = chainOf(name);
    if (!chain.some((i) => i.op === 'COPY' && /--from=/.test(i.args)))
      problems.push(`${rel}: the image of "${name}" copies nothing from a build stage (not multi-stage)`);
    const user = [...chain]
      .reverse()
      .find((i) => i.op === 'USER')
      ?.args.split(':')[0];
    if (!user || user === 'root' || user === '0')
      problems.push(
        `${rel}: the image of "${name}" names no unprivileged USER (a base image's default may be root)`,
      );
    for (const stage of stages) {
      const major = /^(?:docker\.io\/)?(?:library\/)?node:(\d+)/.exec(stage.image)?.[1];
      if (!major) continue;
      const lts = nodeLtsWindow(Number(major));
      const day = today.toISOString().slice(0, 10);
      const problem = `${rel}: ${stage.image} is not a supported Node LTS line on ${day}`;
      if (!lts || today < lts.from || today >= lts.until) {
        if (!problems.includes(problem)) problems.push(problem);
      } else if (lts.until.getTime() - today.getTime() < HALF_YEAR_MS) {
        const note = `${rel}: Node ${major} leaves LTS on ${lts.until.toISOString().slice(0, 10)}`;
        if (!notes.includes(note)) notes.push(note);
      }
    }
    const floating = stages.find((st) => {
      const tag = /:([^/:@]+)$/.exec(st.image)?.[1];
      return (
        !ownImages.has(st.image) &&
        /[/:]/.test(st.image) &&
        !st.image.includes('@sha256:') &&
        (!tag || FLOATING_TAGS.some((f) => tag.startsWith(f)))
      );
    });
    const problem = `${rel}: FROM ${floating?.image} has no pinned version`;
    if (floating && !problems.includes(problem)) problems.push(problem);
    const syntax = `${rel} starts with a "# syntax=" line: every build would fetch a frontend image from a registry first (offline it fails)`;
    if (/^\s*#\s*syntax\s*=/im.test(read(rel)) && !problems.includes(syntax)) problems.push(syntax);
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
