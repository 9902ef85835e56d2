/** The requests' classes: the global ZodValidationPipe validates each by its contracts schema, OpenAPI documents it. */
import { createZodDto } from 'nestjs-zod';
import { propertySearchQuerySchema } from '@inmo/contracts';

export class PropertySearchQueryDto extends createZodDto(propertySearchQuerySchema) {}
