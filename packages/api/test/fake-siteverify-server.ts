import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

/** One call the fake received, as parsed from its form-encoded body. */
export interface SiteverifyCall {
  readonly path: string;
  readonly contentType: string | undefined;
  readonly secret: string | null;
  readonly response: string | null;
  readonly remoteip: string | null;
}

export interface IssueOptions {
  /** reCAPTCHA v3 score; omitted for v2 and Turnstile. */
  readonly score?: number;
  readonly action?: string;
  /** Age of the token at issue time, to make one that is already past its validity. */
  readonly ageMs?: number;
}

interface IssuedToken extends IssueOptions {
  readonly issuedAt: number;
  used: boolean;
}

export interface FakeSiteverifyOptions {
  readonly secret: string;
  /** reCAPTCHA tokens are valid for 2 minutes, Turnstile's for 5. */
  readonly validityMs?: number;
  readonly hostname?: string;
  /** Delay every answer (to exercise the client's timeout). */
  readonly delayMs?: number;
}

/**
 * A real HTTP server with siteverify semantics shared by reCAPTCHA and Turnstile: the secret must
 * match, a token verifies once, a second verification or an expired token answers
 * `timeout-or-duplicate`, an unknown one `invalid-input-response`.
 */
export class FakeSiteverifyServer {
  readonly calls: SiteverifyCall[] = [];
  private readonly tokens = new Map<string, IssuedToken>();
  private readonly server: Server;
  private delayMs: number;

  private constructor(private readonly options: FakeSiteverifyOptions) {
    this.delayMs = options.delayMs ?? 0;
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        async (body) => {
          if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
          if (res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        },
        () => {
          res.writeHead(400);
          res.end();
        },
      );
    });
  }

  static async start(options: FakeSiteverifyOptions): Promise<FakeSiteverifyServer> {
    const fake = new FakeSiteverifyServer(options);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** Base URL plus the path a real provider uses, e.g. `http://127.0.0.1:1234/recaptcha/api/siteverify`. */
  url(path = '/siteverify'): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${path}`;
  }

  /** A token as the provider's widget would hand the browser. */
  issue(options: IssueOptions = {}): string {
    const token = `fake.${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { ...options, issuedAt: Date.now() - (options.ageMs ?? 0), used: false });
    return token;
  }

  setDelay(ms: number): void {
    this.delayMs = ms;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((e) => (e ? reject(e) : resolve())));
  }

  private async handle(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const call: SiteverifyCall = {
      path: req.url ?? '',
      contentType: req.headers['content-type'],
      secret: form.get('secret'),
      response: form.get('response'),
      remoteip: form.get('remoteip'),
    };
    this.calls.push(call);

    if (req.method !== 'POST') return failure('bad-request');
    if (!call.secret) return failure('missing-input-secret');
    if (call.secret !== this.options.secret) return failure('invalid-input-secret');
    if (!call.response) return failure('missing-input-response');
    const token = this.tokens.get(call.response);
    if (!token) return failure('invalid-input-response');
    const expired = Date.now() - token.issuedAt > (this.options.validityMs ?? 120_000);
    if (token.used || expired) return failure('timeout-or-duplicate');
    token.used = true;
    return {
      success: true,
      challenge_ts: new Date(token.issuedAt).toISOString(),
      hostname: this.options.hostname ?? 'localhost',
      'error-codes': [],
      ...(token.score === undefined ? {} : { score: token.score }),
      ...(token.action === undefined ? {} : { action: token.action }),
    };
  }
}

function failure(code: string): Record<string, unknown> {
  return { success: false, 'error-codes': [code] };
}
