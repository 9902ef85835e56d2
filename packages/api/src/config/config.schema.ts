import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_MAP_SETTINGS,
  DEFAULT_MORTGAGE_SETTINGS,
  MORTGAGE_SIMULATOR,
  normalizePropertyCode,
  SITE,
} from '@inmo/contracts';

/** Dev-facing messages: the operator reads them when the process refuses to start. */
const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    })
    .optional();

const port = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be between 1 and 65535' })
  .max(65535, { error: 'must be between 1 and 65535' });

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be greater than 0' })
    .default(fallback);

const email = z.email({ error: 'must be an e-mail address' });

/** "Name <address>" or a bare address. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => email.safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).success, {
    message: 'must be an e-mail address, optionally as "Name <address>"',
  });

/**
 * A JSON object env var, each entry checked by `entry` (it returns the value to keep, or calls `fail`). Every
 * problem reads `<what is wrong>; expected <shape>, e.g. <example>`, so the operator can fix it from the message
 * alone.
 */
function jsonObjectMap<T>(
  expected: string,
  entry: (key: string, value: unknown, fail: (problem: string) => void) => T | undefined,
) {
  return z
    .string()
    .transform((raw, ctx): Record<string, T> => {
      const fail = (problem: string) => {
        ctx.addIssue({ code: 'custom', message: `${problem}; ${expected}` });
        return z.NEVER;
      };
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return fail('is not valid JSON');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return fail('is not a JSON object');
      const map: Record<string, T> = {};
      for (const [key, value] of Object.entries(parsed)) {
        const kept = entry(key, value, fail);
        if (kept !== undefined) map[key] = kept;
      }
      return map;
    })
    .default({});
}

/** A JSON object env var mapping ids to e-mail addresses. */
const mailboxMap = (keys: { readonly pattern: RegExp; readonly name: string; readonly example: string }) =>
  jsonObjectMap(
    `expected a JSON object mapping ${keys.name} to an e-mail address, e.g. {"${keys.example}":"buzon@inmobiliaria.example"}`,
    (key, value, fail) => {
      if (!keys.pattern.test(key)) fail(`key ${JSON.stringify(key)} is not ${keys.name}`);
      const address = email.safeParse(value);
      if (address.success) return address.data;
      fail(`the value of ${JSON.stringify(key)} is not an e-mail address`);
      return undefined;
    },
  );

const numericId = /^\d+$/;

/** "true"/"false" (also 1/0, yes/no). */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), {
    message: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** SIMI_SEDES: `{"12062": 1}` → sede id (digits) to branch id 1..12. */
const sedeMap = jsonObjectMap(
  'expected a JSON object mapping a SIMI sede id to a branch id 1..12, e.g. {"12062":1}',
  (key, value, fail) => {
    const id = Number(value);
    if (!numericId.test(key)) fail(`key ${JSON.stringify(key)} is not a SIMI sede id`);
    else if (!Number.isInteger(id) || id < 1 || id > 12)
      fail(`the value of ${JSON.stringify(key)} is not a branch id 1..12`);
    else return id;
    return undefined;
  },
);

/** A monthly insurance rate in percent (0 leaves that insurance out). */
const insurancePercent = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .min(0, { error: `must be 0 to ${MORTGAGE_SIMULATOR.maxInsuranceMonthlyPercent} (percent a month)` })
    .max(MORTGAGE_SIMULATOR.maxInsuranceMonthlyPercent, {
      error: `must be 0 to ${MORTGAGE_SIMULATOR.maxInsuranceMonthlyPercent} (percent a month)`,
    })
    .default(fallback);

/** EXACT_LOCATION_CODES: comma-separated property codes ('919-1001' or '1001'), kept as '919-1001'. */
const propertyCodeList = z.string().transform((raw, ctx): string[] => {
  const codes: string[] = [];
  for (const item of raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)) {
    const code = normalizePropertyCode(item);
    if (code) codes.push(code);
    else
      ctx.addIssue({
        code: 'custom',
        message: `${JSON.stringify(item)} is not a property code; expected comma-separated codes such as 919-1001`,
      });
  }
  return codes;
});

/** Comma-separated http(s) origins ("https://fotos.example.com"), kept as URL origins. */
const originList = z.string().transform((raw, ctx): string[] => {
  const origins: string[] = [];
  for (const item of raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    const isOrigin =
      url !== undefined &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username;
    if (isOrigin) origins.push(url.origin);
    else
      ctx.addIssue({
        code: 'custom',
        message: `${JSON.stringify(item)} is not an origin; expected comma-separated origins such as https://fotos.example.com`,
      });
  }
  return origins;
});

/** express "trust proxy": true/false, a hop count, or a list of addresses/subnets. */
const trustProxy = z
  .string()
  .trim()
  .transform((value): boolean | number | string => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

/** A URL only this machine reaches (localhost, 127.x, ::1): a production build tried locally (e2e, benchmarks). */
export function isLoopbackUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const host = new URL(value).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '[::1]'
  );
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const PROPERTY_SOURCES = ['local', 'simi'] as const;
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'turnstile'] as const;

/** `pnpm build`'s web build. Both src/config and dist/config sit two levels below packages/api. */
export const DEFAULT_WEB_DIST = path.resolve(__dirname, '../../../web/dist');

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://localhost:3000'),
    /** The port visitors reach the site on when a proxy serves it (docker-compose.yml sets nginx's); unset: PORT. */
    PUBLIC_PORT_SERVED: port.optional(),
    /** Print "Sitio disponible en <PUBLIC_URL>" once the gateway listens (npm start sets it). */
    ANNOUNCE_ADDRESS: booleanFlag.default(false),
    DATA_DIR: z
      .string()
      .trim()
      .min(1)
      .default('./var')
      .transform((dir) => path.resolve(dir)),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    /** A transaction or query running this long is logged (once, with where it began) and readiness is 503. */
    DB_STUCK_AFTER_MS: positiveInt(30_000),
    /** On SIGTERM/SIGINT: how long requests and jobs in progress may finish before the process exits anyway. */
    SHUTDOWN_GRACE_MS: positiveInt(10_000),
    REDIS_URL: optionalUrl(['redis:', 'rediss:']),
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]+$/, { error: 'may only hold letters, digits and : . _ -' })
      .default('inmo:'),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
    /**
     * Uploads and PDFs on an S3-compatible object store (AWS S3, MinIO...) when set; unset, they stay on the
     * local disk under DATA_DIR/uploads (one host only).
     */
    STORAGE_S3_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name (3-63 a-z 0-9 . -)' })
      .optional(),
    /** The store's address for a non-AWS server (e.g. http://minio:9000); unset: AWS's for the region. */
    STORAGE_S3_ENDPOINT: optionalUrl(['http:', 'https:']),
    STORAGE_S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** Unset: the SDK's default chain (environment, instance or task role...). */
    STORAGE_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** `bucket` in the path instead of the host name: MinIO and most self-hosted stores need it. */
    STORAGE_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Create the bucket at start when it is missing (compose's fresh store); off where the bucket is provisioned. */
    STORAGE_S3_CREATE_BUCKET: booleanFlag.default(false),
    // The agency's own name as the sender's display name (contracts' SITE.name).
    MAIL_FROM: mailbox.default(`"${SITE.name}" <no-responder@inmobiliaria.example>`),
    MAIL_MARKETING: mailbox.default('mercadeo@inmobiliaria.example'),
    MAIL_SALES: mailbox.default('ventas@inmobiliaria.example'),
    MAIL_HR: mailbox.default('talento.humano@inmobiliaria.example'),
    /** JSON object: city id or "barrio:<neighbourhood id>" → mailbox of rent leads of the promote form. */
    MAIL_RENT_ROUTES: mailboxMap({
      pattern: /^(?:barrio:)?\d+$/,
      name: 'a city id or "barrio:<neighbourhood id>"',
      example: '25974',
    }),
    /** Customer-service mailbox that gets a copy of every PQRS. */
    MAIL_PQRS: mailbox.default('servicioalcliente@inmobiliaria.example'),
    /** Mailbox of maintenance requests for branches without their own entry in MAIL_HEADQUARTERS. */
    MAIL_MAINTENANCE: mailbox.default('mantenimientos@inmobiliaria.example'),
    /** JSON object: headquarter id (1..12) → that branch's maintenance mailbox. */
    MAIL_HEADQUARTERS: mailboxMap({ pattern: numericId, name: 'a headquarter id', example: '1' }),
    /** JSON object: branch id (1..12) → mailbox that gets the agency copy of 'SOLICITA TU ASESORÍA' for its listings. */
    MAIL_BRANCHES: mailboxMap({ pattern: numericId, name: 'a branch id', example: '1' }),
    PROPERTY_SOURCE: z.enum(PROPERTY_SOURCES, { error: 'must be local or simi' }).default('local'),
    SIMI_BASE_URL: optionalUrl(['http:', 'https:']),
    SIMI_TOKEN: z.string().trim().min(1).optional(),
    /** Per attempt (3 attempts with backoff): how long a slow SIMI may hold a visitor before the stale copy or a 503. */
    SIMI_TIMEOUT_MS: positiveInt(8000),
    /**
     * Basic-auth user name sent with the token. Unset (or `auto`): the empty name, then `Authorization`,
     * and the first that SIMI accepts is kept (and logged). `empty` forces the empty name.
     */
    SIMI_BASIC_USER: z.string().trim().default('auto'),
    /** The `campo/<field>` value that makes SIMI sort by price (`pnpm simi:probe` checks it). */
    SIMI_SORT_FIELD_PRICE: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]+$/, { error: 'must be one path segment of letters, digits or _' })
      .default('precio'),
    /** JSON object: SIMI sede id → our branch id (1..12): the detail's branch chip and the MAIL_BRANCHES routing. */
    SIMI_SEDES: sedeMap,
    /** Advisor photo address with `{cedtercero}` (e.g. https://fotos.example.com/asesores/{cedtercero}.png); the gateway fetches it and serves it under an opaque id. */
    SIMI_ADVISOR_PHOTO_URL: z
      .string()
      .trim()
      .refine((v) => v.includes('{cedtercero}') && URL.canParse(v.replace('{cedtercero}', '1')), {
        message: 'must be an http(s) URL containing {cedtercero}',
      })
      .refine((v) => /^https?:$/.test(new URL(v.replace('{cedtercero}', '1')).protocol), {
        message: 'must be an http(s) URL containing {cedtercero}',
      })
      .optional(),
    /** Minutes between two full syncs of the SIMI inventory into the catalog tables (PROPERTY_SOURCE=simi). */
    SIMI_SYNC_INTERVAL_MINUTES: positiveInt(30),
    /** The sync's own timeout per page: a list call costs about 3.5 s + 0.21 s per row (25 s at 100 rows). */
    SIMI_SYNC_TIMEOUT_MS: positiveInt(60_000),
    /** Rows per page the sync asks for (SIMI answers 10 rows to more than 100). */
    SIMI_SYNC_PAGE_SIZE: positiveInt(100).refine((n) => n <= 100, { message: 'must be at most 100' }),
    /** Hours between two full reads (the reconciliation that may withdraw); the runs between are incremental. */
    SIMI_SYNC_FULL_INTERVAL_HOURS: positiveInt(24),
    /** Withdrawals one sync may make; beyond it the rest wait and an error is logged. */
    SIMI_SYNC_MAX_WITHDRAWALS: positiveInt(200),
    /** The `campo/<field>` value that makes SIMI sort by fecha_modificacion (the sync checks the order it gets). */
    SIMI_SORT_FIELD_MODIFIED: z
      .string()
      .trim()
      .regex(/^[A-Za-z_]+$/, { message: 'must be a SIMI field name' })
      .default('fecha_modificacion'),
    /** Where property and advisor photos not served by the gateway (SIMI's) come from: the CSP's img-src. */
    PHOTO_ORIGINS: originList.default([]),
    CAPTCHA_PROVIDER: z
      .enum(CAPTCHA_PROVIDERS, { error: 'must be altcha, recaptcha or turnstile' })
      .default('altcha'),
    CAPTCHA_SECRET: z.string().trim().min(1).optional(),
    CAPTCHA_SITE_KEY: z.string().trim().min(1).optional(),
    ALTCHA_HMAC_KEY: z.string().trim().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** Overrides the reCAPTCHA/Turnstile siteverify endpoint (tests use a fake server). */
    CAPTCHA_VERIFY_URL: optionalUrl(['http:', 'https:']),
    /** reCAPTCHA v3: answers scoring below this are refused. */
    CAPTCHA_MIN_SCORE: z.coerce
      .number({ error: 'must be a number' })
      .min(0, { error: 'must be between 0 and 1' })
      .max(1, { error: 'must be between 0 and 1' })
      .default(0.5),
    CAPTCHA_TIMEOUT_MS: positiveInt(5000),
    CHROMIUM_PATH: z.string().trim().min(1).optional(),
    WEB_DIST: z
      .string()
      .trim()
      .min(1)
      .default(DEFAULT_WEB_DIST)
      .transform((dir) => path.resolve(dir)),
    /**
     * Map tiles ({z}/{x}/{y}); the CSP's img-src allows this origin only. No default in production (required on
     * a public site, else the maps are hidden): OpenStreetMap's volunteer servers are not a business's tiles.
     * Outside production, OpenStreetMap's standard tiles.
     */
    MAP_TILE_URL: z
      .string()
      .trim()
      .refine(
        (v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)) && URL.canParse(v.replace(/[{}]/g, '')),
        { message: 'must be an http(s) URL with {z}, {x} and {y}' },
      )
      .refine((v) => /^https?:\/\//.test(v), { message: 'must be an http(s) URL with {z}, {x} and {y}' })
      .optional(),
    /** The tiles' attribution, shown on every map (HTML: a link to the licence is expected). */
    MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default(DEFAULT_MAP_SETTINGS.attribution),
    /**
     * Listings shown at their exact place (a pin) besides those the catalog marks: SIMI has no such field.
     * Every other listing is published at an approximate point (public-location.ts).
     */
    EXACT_LOCATION_CODES: propertyCodeList.default([]),
    /** The mortgage simulator's least down payment for non-VIS housing, percent of the price. */
    MORTGAGE_MIN_DOWN_PAYMENT_PERCENT: z.coerce
      .number({ error: 'must be a number' })
      .min(0, { error: 'must be between 0 and 99' })
      .max(99, { error: 'must be between 0 and 99' })
      .default(DEFAULT_MORTGAGE_SETTINGS.minDownPaymentPercent),
    /** The annual effective rate (percent, E.A.) the mortgage simulator starts with; visitors may change it. */
    MORTGAGE_RATE_EA: z.coerce
      .number({ error: 'must be a number' })
      .gt(0, { error: `must be above 0 and at most ${MORTGAGE_SIMULATOR.maxRatePercent}` })
      .max(MORTGAGE_SIMULATOR.maxRatePercent, {
        error: `must be above 0 and at most ${MORTGAGE_SIMULATOR.maxRatePercent}`,
      })
      .default(DEFAULT_MORTGAGE_SETTINGS.defaultRatePercent),
    /** The share of household income the first payment may take: 40 by law (Decretos 583/2025, 257/2021). */
    MORTGAGE_INCOME_SHARE_PERCENT: z.coerce
      .number({ error: 'must be a number' })
      .gt(0, { error: `must be above 0 and at most ${MORTGAGE_SIMULATOR.legalIncomeSharePercent}` })
      .max(MORTGAGE_SIMULATOR.legalIncomeSharePercent, {
        error: `must be above 0 and at most ${MORTGAGE_SIMULATOR.legalIncomeSharePercent} (the legal limit)`,
      })
      .default(DEFAULT_MORTGAGE_SETTINGS.incomeSharePercent),
    /** The year's SMMLV in pesos (VIS prices are capped in it): update it every January. */
    MORTGAGE_SMMLV: positiveInt(DEFAULT_MORTGAGE_SETTINGS.smmlv),
    /** The VIS price cap in SMMLV: 135, or 150 in the urban areas the Government names. */
    MORTGAGE_VIS_CAP_SMMLV: positiveInt(DEFAULT_MORTGAGE_SETTINGS.visCapSmmlv),
    /** Insurance estimates, monthly percent: vida deudor of the loan, incendio y terremoto of the price. */
    MORTGAGE_LIFE_INSURANCE_PERCENT: insurancePercent(DEFAULT_MORTGAGE_SETTINGS.lifeInsurancePercent),
    MORTGAGE_PROPERTY_INSURANCE_PERCENT: insurancePercent(DEFAULT_MORTGAGE_SETTINGS.propertyInsurancePercent),
    SEED_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(0).default(2000),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    TRUST_PROXY: trustProxy.default(false),
    /** Salt of the consent records' IP hash; generated per process (with a warning) when unset. */
    IP_HASH_SALT: z.string().trim().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** POSTs per minute per IP and form (the basic contact form, without captcha, has its own lower limit). */
    RATE_LIMIT_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_CONTACT_PER_MINUTE: positiveInt(5),
    /** GETs per minute per IP of a search or the map's points by area (bbox); other GETs are not limited. */
    RATE_LIMIT_AREA_PER_MINUTE: positiveInt(60),
    /** Pages one client IP may have rendered per minute (answers from the render cache are not counted). */
    PAGE_RENDERS_PER_MINUTE: positiveInt(60),
    /** Renders one client IP may have running or waiting at once (a few tabs); past it a 429 at once. */
    PAGE_RENDERS_AT_ONCE: positiveInt(4),
    /** Origins besides PUBLIC_URL's whose pages may POST to the gateway (other front ends of the agency). */
    TRUSTED_ORIGINS: originList.default([]),
    /** Serve the OpenAPI docs at /api/docs; unset, they are served outside production only. */
    API_DOCS: booleanFlag.optional(),
    /** Upload bytes being received and checked at once in one gateway; past it a request waits, then 503. */
    UPLOAD_INFLIGHT_MAX_MB: positiveInt(256),
    /** How long an upload waits for room under UPLOAD_INFLIGHT_MAX_MB before the 503. */
    UPLOAD_WAIT_MS: positiveInt(10000),
    /**
     * Of UPLOAD_INFLIGHT_MAX_MB, what one client address may hold at once (past it a 429 at once): at least
     * the largest body a form takes (10 videos of 20 MB), below the whole so other visitors keep room.
     */
    UPLOAD_INFLIGHT_PER_CLIENT_MB: positiveInt(208),
    /** An upload body slower than this (KB per second over each UPLOAD_STALL_MS) is cut with a 408. */
    UPLOAD_MIN_KB_PER_S: positiveInt(4),
    /** The window of UPLOAD_MIN_KB_PER_S: a body that stalls is cut after at most about this long. */
    UPLOAD_STALL_MS: positiveInt(10000),
    /** Upload bytes one client address may send per day (Bogotá calendar day); past it a 429. */
    UPLOAD_DAILY_MB_PER_IP: positiveInt(300),
    /**
     * Double opt-in confirmation mails (alerts) one inbox gets per day, counted on the normalised address
     * (`ana+1@` is `ana@`); past it the request is stored without one.
     */
    CONFIRMATIONS_PER_RECIPIENT_PER_DAY: positiveInt(5),
    /** Double opt-in confirmation mails one client IP may cause per day, whatever the addresses. */
    CONFIRMATIONS_PER_IP_PER_DAY: positiveInt(30),
    /** Acknowledgements of a person's own requests (contact, PQRS, maintenance…) one inbox gets per day. */
    ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY: positiveInt(10),
    /** Hours an alert's confirmation link works; unconfirmed alerts are deleted after it. */
    ALERT_CONFIRM_HOURS: positiveInt(48),
    /**
     * Milliseconds an alert sign-up takes to answer at least: the work differs with what the address already
     * has (a new person and alert are inserted, a known one updated), and the answer must not tell.
     */
    ALERT_SIGNUP_ANSWER_MS: positiveInt(300),
    /** Days a management link of the alert mails works; each new digest or confirmation brings a fresh one. */
    ALERT_MANAGE_LINK_DAYS: positiveInt(60),
    /** Bogotá hour from which the day's (and Monday's weekly) alert digests go out. */
    ALERT_DIGEST_HOUR: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole hour' })
      .min(0, { error: 'must be 0 to 23' })
      .max(23, { error: 'must be 0 to 23' })
      .default(7),
    /** Minutes between two checks for due alert digests (each alert still gets one per period). */
    ALERT_DIGEST_INTERVAL_MINUTES: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be 1 to 1440 (a day)' })
      .max(1440, { error: 'must be 1 to 1440 (a day)' })
      .default(15),
    /**
     * Prometheus /metrics of this gateway or worker on its own port (0: any free one); unset: none. Not the
     * site's port: docker-compose.yml publishes neither this nor the address it binds to.
     */
    METRICS_PORT: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65535, { error: 'must be between 0 and 65535' })
      .optional(),
    /** Where the metrics server listens: this machine only by default; 0.0.0.0 inside a container network. */
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    /**
     * The operators' queue view (Bull Board: failed jobs, their error, retry) of `node dist/queue-board.js`,
     * with Redis only. Unset: the view is off (no default password).
     */
    QUEUE_BOARD_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
    /** The queue view's basic-auth user name. */
    QUEUE_BOARD_USER: z.string().trim().min(1).default('operador'),
    QUEUE_BOARD_PORT: port.default(3100),
    /** This machine only by default; docker-compose.yml binds 0.0.0.0 in the container and publishes it on the host's loopback. */
    QUEUE_BOARD_HOST: z.string().trim().min(1).default('127.0.0.1'),
    JOB_ATTEMPTS: positiveInt(8),
    JOB_BACKOFF_MS: positiveInt(5000),
    /** BullMQ job lock; a killed worker's job goes to another worker within about twice this. */
    JOB_LOCK_MS: positiveInt(30000),
    /**
     * Days a done job's outbox payload (the visitor data the job needed) is kept; then a periodic sweep
     * empties it (Decreto 1377 art. 11: no longer than the purpose needs). 0 = at the next sweep.
     */
    JOB_PAYLOAD_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 or more' })
      .default(7),
  })
  .superRefine(
    (env, ctx) => {
      if (env.PROPERTY_SOURCE === 'simi') {
        for (const key of ['SIMI_BASE_URL', 'SIMI_TOKEN'] as const) {
          if (!env[key])
            ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PROPERTY_SOURCE=simi' });
        }
        // Basic auth carries the agency token: in clear over http: (a loopback fake in e2e and benches excepted).
        if (
          env.NODE_ENV === 'production' &&
          env.SIMI_BASE_URL?.startsWith('http:') &&
          !isLoopbackUrl(env.SIMI_BASE_URL)
        )
          ctx.addIssue({
            code: 'custom',
            path: ['SIMI_BASE_URL'],
            message: 'must be an https: URL when NODE_ENV=production: SIMI_TOKEN travels with every request',
          });
        if (env.PHOTO_ORIGINS?.length === 0)
          ctx.addIssue({
            code: 'custom',
            path: ['PHOTO_ORIGINS'],
            message:
              "is required when PROPERTY_SOURCE=simi: the origins of SIMI's photo URLs (e.g. https://fotos.example.com), or browsers block the photos",
          });
      }
      // Unset, each falls back to a random value per process: fine on one machine, wrong for a public site
      // (challenges fail across replicas and restarts, consent IP hashes stop matching). Too short values
      // are refused above in every environment.
      if (
        env.NODE_ENV === 'production' &&
        typeof env.PUBLIC_URL === 'string' &&
        !isLoopbackUrl(env.PUBLIC_URL)
      ) {
        // Mail links (List-Unsubscribe above all: RFC 8058 requires https) and the site itself.
        if (new URL(env.PUBLIC_URL).protocol !== 'https:')
          ctx.addIssue({
            code: 'custom',
            path: ['PUBLIC_URL'],
            message: `must be an https URL when NODE_ENV=production and it is a public address (${env.PUBLIC_URL}); http is only for localhost`,
          });
        const keys =
          env.CAPTCHA_PROVIDER === 'altcha'
            ? (['ALTCHA_HMAC_KEY', 'IP_HASH_SALT'] as const)
            : (['IP_HASH_SALT'] as const);
        for (const key of keys)
          if (!env[key])
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `is required when NODE_ENV=production and PUBLIC_URL is a public address (${env.PUBLIC_URL}): set 16+ random characters, the same in every gateway and worker, e.g. from openssl rand -hex 32`,
            });
      }
      // A public site's maps must not fall back on OpenStreetMap's servers, whose policy forbids heavy use.
      if (
        env.NODE_ENV === 'production' &&
        typeof env.PUBLIC_URL === 'string' &&
        !isLoopbackUrl(env.PUBLIC_URL) &&
        !env.MAP_TILE_URL
      )
        ctx.addIssue({
          code: 'custom',
          path: ['MAP_TILE_URL'],
          message: `is required when NODE_ENV=production and PUBLIC_URL is a public address (${env.PUBLIC_URL}): your tile provider's URL with {z}, {x} and {y} (and its MAP_TILE_ATTRIBUTION); OpenStreetMap's own servers are not for commercial sites (https://operations.osmfoundation.org/policies/tiles/)`,
        });
      // `true` trusts any X-Forwarded-For, so a client names its own address and escapes every per-address limit.
      if (env.NODE_ENV === 'production' && env.TRUST_PROXY === true)
        ctx.addIssue({
          code: 'custom',
          path: ['TRUST_PROXY'],
          message:
            'must not be true when NODE_ENV=production (any client could forge X-Forwarded-For and escape the per-address limits): set the number of proxies in front of the gateway (1 behind one nginx) or their addresses (e.g. 10.0.0.5,172.16.0.0/12 or loopback)',
        });
      // One without the other would silently fall back on the SDK's chain with a half-set pair.
      if (Boolean(env.STORAGE_S3_ACCESS_KEY_ID) !== Boolean(env.STORAGE_S3_SECRET_ACCESS_KEY))
        ctx.addIssue({
          code: 'custom',
          path: [env.STORAGE_S3_ACCESS_KEY_ID ? 'STORAGE_S3_SECRET_ACCESS_KEY' : 'STORAGE_S3_ACCESS_KEY_ID'],
          message: 'must be set together with its pair (or both left unset to use the AWS default chain)',
        });
      if (env.CAPTCHA_PROVIDER !== 'altcha') {
        for (const key of ['CAPTCHA_SECRET', 'CAPTCHA_SITE_KEY'] as const) {
          if (!env[key]) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `is required when CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
            });
          }
        }
      }
    },
    // Run even when other fields failed, so the operator sees every problem at once.
    { when: () => true },
  )
  // Unset in production (a local trial: the public case is refused above): null, and every map is hidden.
  .transform((env) => ({
    ...env,
    MAP_TILE_URL: env.MAP_TILE_URL ?? (env.NODE_ENV === 'production' ? null : DEFAULT_MAP_SETTINGS.tileUrl),
  }));

export type AppConfig = Readonly<z.output<typeof configSchema>>;

/** API_DOCS, or its default: on everywhere but production. */
export function apiDocsEnabled(config: Pick<AppConfig, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return config.API_DOCS ?? config.NODE_ENV !== 'production';
}

/** Nest injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Which entry point is running: the HTTP gateway or the queue worker (same module graph, no HTTP). */
export type AppRole = 'gateway' | 'worker';
export const APP_ROLE = Symbol('APP_ROLE');
