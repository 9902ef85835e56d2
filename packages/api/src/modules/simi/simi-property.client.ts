import { UpstreamError } from '#src/infra/http/upstream.error';

export interface SimiClientOptions {
  /** e.g. https://www.simi-api.com/ApiSimiweb/response/ */
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs: number;
  /**
   * SIMI_BASIC_USER: `auto` tries the empty user name, then `Authorization`, and keeps the first SIMI
   * accepts; `empty` is the empty name; anything else is sent as the user name.
   */
  readonly basicUser?: string;
  /** Told once which user name SIMI accepted (`auto`). */
  readonly onAuthResolved?: (user: string) => void;
  /** Extra attempts after the first, GET only. */
  readonly retries?: number;
  readonly retryDelayMs?: number;
}

const DEFAULT_RETRIES = 2;
/** Public clients disagree on the user name (reference/simi-api.md): the newest send it empty. */
export const SIMI_AUTH_USERS = ['', 'Authorization'] as const;

/** How a user name reads in logs and the probe's output. */
export function describeAuthUser(user: string): string {
  return user === '' ? 'empty user name (":<token>")' : `user name "${user}" ("${user}:<token>")`;
}
const DEFAULT_RETRY_DELAY_MS = 250;

/** Per-call overrides: the sync reads with its own timeout and does its own retries (SIMI_SYNC_TIMEOUT_MS). */
export interface SimiGetOptions {
  readonly timeoutMs?: number;
  readonly retries?: number;
}

/** A failure worth another attempt (timeouts, 5xx, HTML error pages), as opposed to bad credentials. */
class RetryableError extends UpstreamError {}

/**
 * Thin HTTP client of the SIMI web API: Basic auth with the token as password, a timeout per attempt,
 * retries with backoff on GET, and SIMI's "errors with HTTP 200" turned into {@link UpstreamError}.
 * Bodies come back parsed but raw; simi.normalizers.ts turns them into the contracts' types.
 */
export class SimiPropertyClient {
  private readonly baseUrl: string;
  private readonly token: string;
  /** User names still to try, the accepted one first once known. */
  private candidates: string[];
  private resolved: string | undefined;
  private readonly onAuthResolved: ((user: string) => void) | undefined;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;

  constructor(options: SimiClientOptions) {
    this.baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.token = options.token;
    const user = options.basicUser ?? 'auto';
    this.candidates = user === 'auto' ? [...SIMI_AUTH_USERS] : [user === 'empty' ? '' : user];
    if (user !== 'auto') this.resolved = this.candidates[0];
    this.onAuthResolved = options.onAuthResolved;
    this.timeoutMs = options.timeoutMs;
    this.retries = options.retries ?? DEFAULT_RETRIES;
    this.retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  }

  /** The user name SIMI accepted (or the configured one); undefined while `auto` has not found it yet. */
  authUser(): string | undefined {
    return this.resolved;
  }

  /**
   * GET `path` (relative to the base URL, segments already encoded) and return the parsed JSON body.
   * With `auto`, a `{status:401}` answer moves on to the next user name until one is accepted.
   */
  async get(path: string, options: SimiGetOptions = {}): Promise<unknown> {
    if (this.resolved !== undefined) return this.getAs(path, this.resolved, options);
    let refused: UpstreamError | undefined;
    for (const user of this.candidates) {
      try {
        const body = await this.getAs(path, user, options);
        if (this.resolved === undefined) {
          this.resolved = user;
          this.onAuthResolved?.(user);
        }
        return body;
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.upstreamStatus !== 401) throw error;
        refused = error;
      }
    }
    throw refused ?? new UpstreamError('SIMI refused every user name', 401);
  }

  private async getAs(path: string, user: string, options: SimiGetOptions): Promise<unknown> {
    let lastError: UpstreamError | undefined;
    const retries = options.retries ?? this.retries;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await delay(this.retryDelayMs * 2 ** (attempt - 1));
      try {
        return await this.attempt(path, user, options.timeoutMs ?? this.timeoutMs);
      } catch (error) {
        if (!(error instanceof RetryableError)) throw error;
        lastError = error;
      }
    }
    throw new UpstreamError(lastError?.message ?? 'SIMI no respondió', lastError?.upstreamStatus);
  }

  private async attempt(path: string, user: string, timeoutMs: number): Promise<unknown> {
    const authorization = `Basic ${Buffer.from(`${user}:${this.token}`).toString('base64')}`;
    const url = new URL(path.replace(/^\/+/, ''), this.baseUrl);
    let response: Response;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      response = await fetch(url, {
        headers: { authorization, accept: 'application/json' },
        signal,
      });
    } catch {
      // The resource only: request paths stay out of errors (they reach /api/health through the sync).
      throw new RetryableError(
        `SIMI ${signal.aborted ? `timeout after ${timeoutMs} ms` : 'network error'} on ${resourceOf(path)}`,
      );
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500) throw new RetryableError(`SIMI answered ${response.status}`, response.status);
    if (!response.ok) throw new UpstreamError(`SIMI answered ${response.status}`, response.status);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // SIMI in trouble answers 200 with an HTML page.
      throw new RetryableError('SIMI answered something that is not JSON', response.status);
    }
    if (isStatusError(body)) {
      throw new UpstreamError(
        `SIMI refused the request (status ${String(body.status)})`,
        Number(body.status),
      );
    }
    return body;
  }
}

/** `{"status":401,"description":"..."}` with HTTP 200: a failure, unless it also carries data (a detail's status flag). */
function isStatusError(body: unknown): body is { status: number | string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  const status = Number(record.status);
  return Number.isFinite(status) && status >= 400 && !('idInm' in record) && !('msn' in record);
}

/** What a request asked for (a search, a detail, a catalogue), without its path or parameters. */
function resourceOf(path: string): string {
  const resource = path.replace(/^\/+/, '').split('/')[1];
  if (resource === 'filtroInmueble') return 'a search';
  if (resource === 'inmueble') return 'a detail';
  return 'a catalogue';
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
