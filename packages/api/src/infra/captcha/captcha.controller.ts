import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CaptchaConfig } from '@inmo/contracts';
import { type AltchaChallenge } from './altcha.verifier';
import { CaptchaConfigDto } from './captcha.dto';
import { CaptchaService } from './captcha.service';

@ApiTags('captcha')
@Controller('captcha')
export class CaptchaController {
  constructor(private readonly captcha: CaptchaService) {}

  @Get('config')
  @ApiOperation({ summary: 'Proveedor de captcha configurado y su clave pública' })
  @ApiOkResponse({ type: CaptchaConfigDto })
  config(): CaptchaConfig {
    return this.captcha.config();
  }

  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Nuevo reto ALTCHA (un solo uso, vence en 10 minutos)' })
  challenge(): Promise<AltchaChallenge> {
    return this.captcha.createChallenge();
  }
}
