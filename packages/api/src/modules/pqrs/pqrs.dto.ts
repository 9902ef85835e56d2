/** Request and answer classes: the global ZodValidationPipe validates requests by their contracts schema; OpenAPI documents both. */
import { createZodDto } from 'nestjs-zod';
import { pqrsCreatedSchema, pqrsRecordSchema, pqrsRequestSchema } from '@inmo/contracts';

export class PqrsRequestDto extends createZodDto(pqrsRequestSchema) {}
export class PqrsCreatedDto extends createZodDto(pqrsCreatedSchema) {}
export class PqrsRecordDto extends createZodDto(pqrsRecordSchema) {}
