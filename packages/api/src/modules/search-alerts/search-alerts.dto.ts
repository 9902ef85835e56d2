/** The requests' classes: the global ZodValidationPipe validates each by its contracts schema, OpenAPI documents it. */
import { createZodDto } from 'nestjs-zod';
import { searchAlertRequestSchema, alertTokenSchema } from '@inmo/contracts';

export class SearchAlertRequestDto extends createZodDto(searchAlertRequestSchema) {}
export class AlertTokenRequestDto extends createZodDto(alertTokenSchema) {}
