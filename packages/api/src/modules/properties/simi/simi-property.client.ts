import { UpstreamError } from '../upstream.error';

export interface SimiClientOptions {
  /** e.g. https://www.simi-api.com/ApiSimiweb/response/ */
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs: number;
  /** Extra attempts after the first, GET only. */
  readonly retries?: number;
  readonly retryDelayMs?: number;
}

const DEFAULT_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 250;

/** A failure worth another attempt (timeouts, 5xx, HTML error pages), as opposed to bad credentials. */
class RetryableError extends UpstreamError {}

/**
 * Thin HTTP client of the SIMI web API: Basic auth with the token as password, a timeout per attempt,
 * retries with backoff on GET, and SIMI's "errors with HTTP 200" turned into {@link UpstreamError}.
 * Bodies come back parsed but raw; simi.normalizers.ts turns them into the contracts' types.
 */
export class SimiPropertyClient {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;

  constructor(options: SimiClientOptions) {
    this.baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.authorization = `Basic ${Buffer.from(`Authorization:${options.token}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs;
    this.retries = options.retries ?? DEFAULT_RETRIES;
    this.retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  }

  /** GET `path` (relative to the base URL, segments already encoded) and return the parsed JSON body. */
  async get(path: string): Promise<unknown> {
    let lastError: UpstreamError | undefined;
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      if (attempt > 0) await delay(this.retryDelayMs * 2 ** (attempt - 1));
      try {
        return await this.attempt(path);
      } catch (error) {
        if (!(error instanceof RetryableError)) throw error;
        lastError = error;
      }
    }
    throw new UpstreamError(lastError?.message ?? 'SIMI no respondió', lastError?.upstreamStatus);
  }

  private async attempt(path: string): Promise<unknown> {
    const url = new URL(path.replace(/^\/+/, ''), this.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: this.authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
      throw new RetryableError(`SIMI ${reason} on ${url.pathname}`);
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

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
