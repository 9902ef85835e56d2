import { type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { type Request } from 'express';
import { clientLimitKey } from '../http/client-key';
import { isOwnRender, OWN_RENDER_HEADER } from './own-render';
import { RATE_LIMIT_POLICIES, RATE_LIMIT_POLICY_KEY, type RateLimitPolicy } from './rate-limit.constants';

const isLoopback = (address: string | undefined) =>
  address === '::1' || address?.startsWith('127.') === true || address?.startsWith('::ffff:127.') === true;

/** Whether TRUST_PROXY names a proxy (express's 'trust proxy', set from it in http.setup.ts). */
const trustsProxy = (request: Request): boolean => {
  const setting: unknown = request.app.get('trust proxy');
  return setting !== false && setting !== undefined && setting !== 0;
};

/**
 * The throttler guard for visitor POSTs; GETs are never counted (they are the cheap, cached reads), except a
 * route's GETs by area under the 'area' policy and every GET under the 'map' policy.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.method === 'OPTIONS') return Promise.resolve(true);
    if (request.method !== 'GET' && request.method !== 'HEAD') return Promise.resolve(false);
    const policy = this.reflector.get<RateLimitPolicy | undefined>(
      RATE_LIMIT_POLICY_KEY,
      context.getHandler(),
    );
    const counted =
      policy === RATE_LIMIT_POLICIES.map ||
      (policy === RATE_LIMIT_POLICIES.area && request.query.bbox !== undefined);
    if (!counted) return Promise.resolve(true);
    // The gateway's own page renders read their first screen from 127.0.0.1 (PagesService's apiOrigin): every
    // visitor's page would share one counter. They carry this process's secret; without a trusted proxy
    // (TRUST_PROXY unset) a loopback request with no proxy header is also taken for one (a local client).
    // Behind a proxy, loopback is the proxy's own address or a forwarded one: counted like any client.
    const loopback = isLoopback(request.socket.remoteAddress);
    const own =
      (loopback && isOwnRender(request.headers[OWN_RENDER_HEADER])) ||
      (loopback && !trustsProxy(request) && request.headers['x-forwarded-for'] === undefined);
    return Promise.resolve(own);
  }

  /**
   * The throttler's own tracker (6.7+) also masks IPv6 to a /64; this one keeps the throttler on the key every
   * other per-client limit uses (pages, uploads, confirmation mails), fallback included.
   */
  protected override getTracker(request: Request): Promise<string> {
    return Promise.resolve(clientLimitKey(request.ip));
  }

  protected override throwThrottlingException(): Promise<void> {
    throw new HttpException({ message: HTTP_ERROR_MESSAGES.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
