import { createZodDto } from 'nestjs-zod';
import { captchaConfigSchema } from '@inmo/contracts';

/** GET /api/captcha/config's answer, documented in OpenAPI from its contracts schema. */
export class CaptchaConfigDto extends createZodDto(captchaConfigSchema) {}
