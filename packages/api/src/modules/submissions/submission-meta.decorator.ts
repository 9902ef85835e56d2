import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Request } from 'express';
import { IDEMPOTENCY_HEADER } from '#src/infra/idempotency/idempotency.service';

/** What every form endpoint hands SubmissionService besides the body. */
export interface SubmissionMeta {
  /** req.ip: the client address as TRUST_PROXY resolves it. */
  readonly ip: string | undefined;
  readonly idempotencyKey: string | undefined;
}

/** `@Meta() meta: SubmissionMeta` in a form controller. */
export const Meta = createParamDecorator((_data: unknown, context: ExecutionContext): SubmissionMeta => {
  const req = context.switchToHttp().getRequest<Request>();
  const key = req.headers[IDEMPOTENCY_HEADER];
  return { ip: req.ip, idempotencyKey: typeof key === 'string' ? key : undefined };
});
