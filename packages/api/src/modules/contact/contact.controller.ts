import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RATE_LIMIT_POLICIES } from '#src/infra/rate-limit/rate-limit.constants';
import { SubmissionEndpoint } from '../submissions/submission-endpoint.decorator';
import { Meta, type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { type CreatedId } from '@inmo/contracts';
import { ContactService } from './contact.service';
import { ContactRequestDto, PropertyContactRequestDto, AdvisorConsentRequestDto } from './contact.dto';

@ApiTags('formularios')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @SubmissionEndpoint(RATE_LIMIT_POLICIES.contact)
  @ApiOperation({ summary: 'Formulario de contacto básico (sin captcha; límite por IP más estricto)' })
  create(@Body() body: ContactRequestDto, @Meta() meta: SubmissionMeta): Promise<CreatedId> {
    return this.contact.contact(body, meta);
  }

  @Post('properties/:code/contact')
  @SubmissionEndpoint()
  @ApiOperation({ summary: 'SOLICITA TU ASESORÍA: contacto sobre un inmueble (con captcha)' })
  propertyContact(
    @Param('code') code: string,
    @Body() body: PropertyContactRequestDto,
    @Meta() meta: SubmissionMeta,
  ): Promise<CreatedId> {
    return this.contact.propertyContact(code, body, meta);
  }

  @Post('advisor-consent')
  @SubmissionEndpoint()
  @ApiOperation({ summary: 'Autorización de tratamiento de datos antes de contactar al asesor' })
  advisorConsent(@Body() body: AdvisorConsentRequestDto, @Meta() meta: SubmissionMeta): Promise<CreatedId> {
    return this.contact.advisorConsent(body, meta);
  }
}
