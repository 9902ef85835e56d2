import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { RATE_LIMIT_POLICY_KEY, type RateLimitPolicy } from './rate-limit.constants';
import { RateLimitGuard } from './rate-limit.guard';

/** Per-IP limit on a POST route (or a GET by area, policy 'area'): 429 with Retry-After past the policy's limit (see RateLimitModule). */
export function RateLimit(policy: RateLimitPolicy): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(RATE_LIMIT_POLICY_KEY, policy),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: HTTP_ERROR_MESSAGES.tooManyRequests }),
  );
}
