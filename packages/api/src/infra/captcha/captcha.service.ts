import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { type CaptchaConfig, FORM_MESSAGES } from '@inmo/contracts';
import { type AltchaChallenge, AltchaVerifier } from './altcha.verifier';
import { CAPTCHA_VERIFIER, type CaptchaVerification, type CaptchaVerifier } from './captcha.types';

export const CAPTCHA_PUBLIC_CONFIG = Symbol('CAPTCHA_PUBLIC_CONFIG');

/** Form field that carries the token in every protected request (contracts' `captchaField`). */
export const CAPTCHA_FIELD = 'captcha';

@Injectable()
export class CaptchaService {
  private readonly logger = new Logger(CaptchaService.name);

  constructor(
    @Inject(CAPTCHA_VERIFIER) private readonly verifier: CaptchaVerifier,
    @Inject(CAPTCHA_PUBLIC_CONFIG) private readonly publicConfig: CaptchaConfig,
  ) {}

  config(): CaptchaConfig {
    return this.publicConfig;
  }

  /** Only ALTCHA has self-hosted challenges; the other providers issue theirs from their own scripts. */
  async createChallenge(): Promise<AltchaChallenge> {
    if (!(this.verifier instanceof AltchaVerifier)) throw new NotFoundException();
    return this.verifier.createChallenge();
  }

  verify(token: string | null | undefined, remoteIp: string | undefined): Promise<CaptchaVerification> {
    return this.verifier.verify(token, remoteIp);
  }

  /**
   * The pipeline calls this before writing anything. A refusal answers 400 with the form's message
   * ('Por favor llena el Recaptcha' by default; the maintenance form passes 'Recaptcha Error').
   */
  async assertHuman(
    token: string | null | undefined,
    remoteIp: string | undefined,
    message: string = FORM_MESSAGES.captchaRequired,
  ): Promise<void> {
    const result = await this.verifier.verify(token, remoteIp);
    if (result.ok) return;
    this.logger.warn(`Captcha refused (${result.reason})`);
    throw new BadRequestException({ message, errors: [{ field: CAPTCHA_FIELD, message }] });
  }
}
