import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { type z } from 'zod';
import { type ErrorBody } from './http-messages';

/** `@Body(new ZodValidationPipe(schema))`: 400 naming every bad field with the schema's (Spanish) message. */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value);
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
}
