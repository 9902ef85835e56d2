/** The requests' classes: the global ZodValidationPipe validates each by its contracts schema, OpenAPI documents it. */
import { createZodDto } from 'nestjs-zod';
import {
  contactRequestSchema,
  propertyContactRequestSchema,
  advisorConsentRequestSchema,
} from '@inmo/contracts';

export class ContactRequestDto extends createZodDto(contactRequestSchema) {}
export class PropertyContactRequestDto extends createZodDto(propertyContactRequestSchema) {}
export class AdvisorConsentRequestDto extends createZodDto(advisorConsentRequestSchema) {}
