/** The requests' classes: the global ZodValidationPipe validates each by its contracts schema, OpenAPI documents it. */
import { createZodDto } from 'nestjs-zod';
import { pqrsRequestSchema } from '@inmo/contracts';

export class PqrsRequestDto extends createZodDto(pqrsRequestSchema) {}
