/** The requests' classes: the global ZodValidationPipe validates each by its contracts schema, OpenAPI documents it. */
import { createZodDto } from 'nestjs-zod';
import { promotePropertyRequestSchema } from '@inmo/contracts';

export class PromotePropertyRequestDto extends createZodDto(promotePropertyRequestSchema) {}
