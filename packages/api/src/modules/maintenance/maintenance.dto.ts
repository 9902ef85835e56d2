/** The requests' classes: the global ZodValidationPipe validates each by its contracts schema, OpenAPI documents it. */
import { createZodDto } from 'nestjs-zod';
import { maintenanceRequestSchema } from '@inmo/contracts';

export class MaintenanceRequestDto extends createZodDto(maintenanceRequestSchema) {}
