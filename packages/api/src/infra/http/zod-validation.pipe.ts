import { BadRequestException, Logger } from '@nestjs/common';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { createZodValidationPipe } from 'nestjs-zod';
import { z } from 'zod';
import { logSafeErrorObject } from '../logging/log-safe-error';
import { type ErrorBody } from './http-messages';

const logger = new Logger('Validation');

/**
 * A 400 naming every bad field with the schema's (Spanish) message. A schema that throws instead of reporting
 * issues (a refinement reading a field it did not expect, e.g. a `documentType` of '__proto__' looked up in a
 * plain object) has not validated the body: a plain 400, never a 500, and the throw is logged as the schema bug
 * it is.
 */
function badRequest(error: unknown): BadRequestException {
  if (!(error instanceof z.core.$ZodError)) {
    logger.error({ err: logSafeErrorObject(error) }, 'The schema threw instead of reporting an issue');
    return new BadRequestException({
      statusCode: 400,
      message: HTTP_ERROR_MESSAGES.badRequest,
    } satisfies ErrorBody);
  }
  const body: ErrorBody = {
    statusCode: 400,
    message: HTTP_ERROR_MESSAGES.badRequest,
    errors: error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || '(body)',
      message: issue.message,
    })),
  };
  return new BadRequestException(body);
}

/**
 * nestjs-zod's pipe with the gateway's ErrorBody. Global (HttpModule): every `@Body()`/`@Query()` typed with a
 * `createZodDto` class is validated by its schema, which OpenAPI documents too; `new ZodValidationPipe(schema)`
 * validates one parameter.
 */
export const ZodValidationPipe = createZodValidationPipe({ createValidationException: badRequest });
