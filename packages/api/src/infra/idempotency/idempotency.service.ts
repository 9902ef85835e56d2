import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  UnprocessableEntityException,
} from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { DB, type Database, type DbExecutor } from '../db/database';
import { IDEMPOTENCY_STATUS, idempotencyKeys } from '../db/schema';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A client key answers with the first response for a day. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Without a key, the same submission from the same address within this window is a double click. */
export const DUPLICATE_WINDOW_MS = 10_000;
/** A claim this old whose request never finished (process died) may be taken over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;
/** How long a repeat waits for the first request to finish. */
export const WAIT_FOR_FIRST_MS = 20_000;
const POLL_MS = 100;
const PURGE_EVERY_MS = 10 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'La cabecera Idempotency-Key no es válida.',
  keyReused: 'Esta clave de idempotencia ya se usó con otra solicitud.',
  inProgress: 'Tu solicitud anterior aún se está procesando. Espera un momento e inténtalo de nuevo.',
} as const;

const VALID_KEY = /^[\x21-\x7e]{1,150}$/;

export interface StoredResponse {
  readonly statusCode: number;
  readonly body: unknown;
}

export interface IdempotencyRequest {
  /** Form id: keys are scoped per form. */
  readonly form: string;
  /** The Idempotency-Key header, if any. */
  readonly key: string | undefined;
  /** What identifies the submission's content (the parsed body without the captcha token). */
  readonly content: unknown;
  /** Client address, part of the implicit key when no header is sent. */
  readonly ip: string | undefined;
}

export type IdempotencyOutcome =
  | { readonly kind: 'replay'; readonly response: StoredResponse }
  | { readonly kind: 'claimed'; readonly claim: IdempotencyClaim };

export interface IdempotencyClaim {
  /** Stores the answer in the request's own transaction, so record and answer commit together. */
  complete(tx: DbExecutor, response: StoredResponse): Promise<void>;
  /** Frees the key after a failure, so a retry can go through. */
  release(): Promise<void>;
}

/**
 * Idempotency-Key handling: the first request claims (form, key) in its own committed statement, before
 * the captcha is spent; a repeat returns the stored answer, waiting for it while the first one runs.
 */
@Injectable()
export class IdempotencyService implements OnApplicationBootstrap, OnModuleDestroy {
  private purgeTimer: NodeJS.Timeout | undefined;

  /** Keys the row key and the sealed answer; the same in every process when IP_HASH_SALT is set. */
  private readonly secret: Buffer;

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = config.IP_HASH_SALT ? Buffer.from(config.IP_HASH_SALT) : randomBytes(32);
  }

  onApplicationBootstrap(): void {
    this.purgeTimer = setInterval(() => void this.purgeExpired().catch(() => undefined), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }

  async begin(request: IdempotencyRequest): Promise<IdempotencyOutcome> {
    const fingerprint = fingerprintOf(request.content);
    // A key only replays for the address that used it (another address starts a request of its own, with
    // its own captcha), and neither the key nor the answer is stored in a form that gives them back: the
    // row key is an HMAC, the answer (access tokens) is sealed with a key derived from what the requester
    // sends (its Idempotency-Key or its submission) and its address.
    const requester = `${request.form}|${request.ip ?? ''}`;
    let key: string;
    let sealWith: string;
    let ttlMs: number;
    if (request.key !== undefined) {
      if (!VALID_KEY.test(request.key)) {
        throw new BadRequestException({
          message: IDEMPOTENCY_MESSAGES.invalidKey,
          errors: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.invalidKey }],
        });
      }
      key = `key:${this.hmac(`row|${requester}|${request.key}`)}`;
      sealWith = `seal|${requester}|${request.key}|${fingerprint}`;
      ttlMs = KEY_TTL_MS;
    } else {
      key = `auto:${this.hmac(`row|${requester}|${fingerprint}`)}`;
      sealWith = `seal|${requester}|${fingerprint}`;
      ttlMs = DUPLICATE_WINDOW_MS;
    }
    const seal = createHmac('sha256', this.secret).update(sealWith).digest();

    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await this.claim(request.form, key, fingerprint, ttlMs)) {
        return { kind: 'claimed', claim: this.claimHandle(request.form, key, seal) };
      }
      const [row] = await this.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.form, request.form), eq(idempotencyKeys.key, key)));
      if (row?.status === IDEMPOTENCY_STATUS.done) {
        const body = row.fingerprint === fingerprint ? unseal(seal, row.response) : undefined;
        if (body === undefined) {
          throw new UnprocessableEntityException({ message: IDEMPOTENCY_MESSAGES.keyReused });
        }
        return { kind: 'replay', response: { statusCode: row.statusCode ?? 200, body } };
      }
      // Pending (the first request is running) or just released: look again shortly.
      if (Date.now() > deadline) throw new ConflictException({ message: IDEMPOTENCY_MESSAGES.inProgress });
      await sleep(POLL_MS);
    }
  }

  private hmac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  /** Deletes rows past their expiry (the key may be reused after that anyway). */
  async purgeExpired(): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.expiresAt, sql`now() - interval '1 hour'`))
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }

  /** Inserts the claim, or takes over an expired or abandoned one; true when this request owns the key. */
  private async claim(form: string, key: string, fingerprint: string, ttlMs: number): Promise<boolean> {
    const expiresAt = sql`now() + ${`${ttlMs} milliseconds`}::interval`;
    const rows = await this.db
      .insert(idempotencyKeys)
      .values({ form, key, fingerprint, status: IDEMPOTENCY_STATUS.pending, expiresAt })
      .onConflictDoUpdate({
        target: [idempotencyKeys.form, idempotencyKeys.key],
        set: {
          fingerprint,
          status: IDEMPOTENCY_STATUS.pending,
          statusCode: null,
          response: null,
          createdAt: sql`now()`,
          expiresAt,
        },
        setWhere: sql`${idempotencyKeys.expiresAt} < now() or (${idempotencyKeys.status} = 'pending' and ${idempotencyKeys.createdAt} < now() - ${`${STALE_CLAIM_MS} milliseconds`}::interval)`,
      })
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  }

  private claimHandle(form: string, key: string, seal: Buffer): IdempotencyClaim {
    const where = and(eq(idempotencyKeys.form, form), eq(idempotencyKeys.key, key));
    return {
      complete: async (tx, response) => {
        await tx
          .update(idempotencyKeys)
          .set({
            status: IDEMPOTENCY_STATUS.done,
            statusCode: response.statusCode,
            response: sealBody(seal, response.body),
          })
          .where(where);
      },
      release: async () => {
        await this.db
          .delete(idempotencyKeys)
          .where(and(where, eq(idempotencyKeys.status, IDEMPOTENCY_STATUS.pending)));
      },
    };
  }
}

interface SealedBody {
  readonly sealed: string;
}

/** AES-256-GCM of the answer's JSON: iv (12) | tag (16) | ciphertext, base64. */
function sealBody(key: Buffer, body: unknown): SealedBody {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64') };
}

/** The answer, or undefined when it cannot be opened with this key (another requester, another secret). */
function unseal(key: Buffer, stored: unknown): unknown {
  const sealed = (stored as Partial<SealedBody> | null)?.sealed;
  if (typeof sealed !== 'string') return undefined;
  try {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** SHA-256 of a canonical JSON (object keys sorted), so field order does not matter. */
export function fingerprintOf(content: unknown): string {
  return sha256(JSON.stringify(canonical(content)));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
