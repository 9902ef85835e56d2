import { type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { type Request } from 'express';

/** The throttler guard for visitor POSTs; GETs are never counted (they are the cheap, cached reads). */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    const method = context.switchToHttp().getRequest<Request>().method;
    return Promise.resolve(method === 'GET' || method === 'HEAD' || method === 'OPTIONS');
  }

  protected override throwThrottlingException(): Promise<void> {
    throw new HttpException({ message: HTTP_ERROR_MESSAGES.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
