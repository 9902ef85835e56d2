import { createdIdSchema } from '@inmo/contracts';
import { createZodDto } from 'nestjs-zod';

/** The answer of a request filed (OpenAPI's 201 of every form but those with their own). */
export class CreatedIdDto extends createZodDto(createdIdSchema) {}
