import { BadRequestException, Injectable, Logger, type PipeTransform } from '@nestjs/common';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { type z } from 'zod';
import { logSafeErrorObject } from '../logging/log-safe-error';
import { type ErrorBody } from './http-messages';

/**
 * `@Body(new ZodValidationPipe(schema))`: 400 naming every bad field with the schema's (Spanish) message.
 *
 * A schema reports bad input as issues; one that throws instead (a refinement reading a field it did not
 * expect, e.g. a `documentType` of '__proto__' looked up in a plain object) has not validated the body, so
 * the body is refused with a plain 400, never passed on and never a 500, and the throw is logged as the
 * schema bug it is.
 */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  private readonly logger = new Logger('Validation');

  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.parse(value);
    if (result.success) return result.data;
    const body: ErrorBody = {
      statusCode: 400,
      message: HTTP_ERROR_MESSAGES.badRequest,
      errors: result.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.') || '(body)',
        message: issue.message,
      })),
    };
    throw new BadRequestException(body);
  }

  private parse(value: unknown): z.ZodSafeParseResult<z.output<S>> {
    try {
      return this.schema.safeParse(value);
    } catch (error) {
      this.logger.error({ err: logSafeErrorObject(error) }, 'The schema threw instead of reporting an issue');
      const body: ErrorBody = { statusCode: 400, message: HTTP_ERROR_MESSAGES.badRequest };
      throw new BadRequestException(body);
    }
  }
}
