/** The requests' classes: the global ZodValidationPipe validates each by its contracts schema, OpenAPI documents it. */
import { createZodDto } from 'nestjs-zod';
import { workWithUsRequestSchema } from '@inmo/contracts';

export class WorkWithUsRequestDto extends createZodDto(workWithUsRequestSchema) {}
