/** Request and answer classes: the global ZodValidationPipe validates requests by their contracts schema; OpenAPI documents both. */
import { createZodDto } from 'nestjs-zod';
import { maintenanceCreatedSchema, maintenanceRecordSchema, maintenanceRequestSchema } from '@inmo/contracts';

export class MaintenanceRequestDto extends createZodDto(maintenanceRequestSchema) {}
export class MaintenanceCreatedDto extends createZodDto(maintenanceCreatedSchema) {}
export class MaintenanceRecordDto extends createZodDto(maintenanceRecordSchema) {}
