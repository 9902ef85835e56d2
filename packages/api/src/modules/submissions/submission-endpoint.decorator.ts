import { applyDecorators, HttpCode, HttpStatus, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiInternalServerErrorResponse,
} from '@nestjs/swagger';
import { RateLimit } from '#src/infra/rate-limit/rate-limit.decorator';
import { RATE_LIMIT_POLICIES, type RateLimitPolicy } from '#src/infra/rate-limit/rate-limit.constants';
import { CreatedIdDto } from './submission.dto';

/**
 * The decorators every form POST shares: 201 (`created`, a nestjs-zod DTO, documents its body), per-IP rate
 * limit, the optional Idempotency-Key, OpenAPI.
 */
export function SubmissionEndpoint(
  policy: RateLimitPolicy = RATE_LIMIT_POLICIES.form,
  created: Type = CreatedIdDto,
): MethodDecorator {
  return applyDecorators(
    HttpCode(HttpStatus.CREATED),
    RateLimit(policy),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Una por intento de envío: repetirla devuelve la primera respuesta sin crear otro registro.',
    }),
    ApiCreatedResponse({ type: created, description: 'El registro creado' }),
    ApiBadRequestResponse({
      description: 'Campos inválidos (cada uno con su mensaje) o captcha no resuelto',
    }),
    ApiInternalServerErrorResponse({ description: 'Mensaje del catálogo de errores del formulario' }),
  );
}
