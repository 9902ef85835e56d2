/** Request and answer classes: the global ZodValidationPipe validates requests by their contracts schema; OpenAPI documents both. */
import { createZodDto } from 'nestjs-zod';
import {
  alertTokenSchema,
  searchAlertConfirmedSchema,
  searchAlertCreatedSchema,
  searchAlertListSchema,
  searchAlertRequestSchema,
} from '@inmo/contracts';

export class SearchAlertRequestDto extends createZodDto(searchAlertRequestSchema) {}
export class AlertTokenRequestDto extends createZodDto(alertTokenSchema) {}
export class SearchAlertCreatedDto extends createZodDto(searchAlertCreatedSchema) {}
export class SearchAlertConfirmedDto extends createZodDto(searchAlertConfirmedSchema) {}
export class SearchAlertListDto extends createZodDto(searchAlertListSchema) {}
