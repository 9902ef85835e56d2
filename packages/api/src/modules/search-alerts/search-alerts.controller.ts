import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type SearchAlertList, type SearchAlertSummary } from '@inmo/contracts';
import { notFound } from '#src/infra/access-token/access-token';
import { RateLimit } from '#src/infra/rate-limit/rate-limit.decorator';
import { RATE_LIMIT_POLICIES } from '#src/infra/rate-limit/rate-limit.constants';
import { SubmissionEndpoint } from '../submissions/submission-endpoint.decorator';
import { Meta, type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { SearchAlertsService } from './search-alerts.service';
import {
  AlertTokenRequestDto,
  SearchAlertConfirmedDto,
  SearchAlertCreatedDto,
  SearchAlertListDto,
  SearchAlertRequestDto,
} from './search-alerts.dto';

/** A link's token from the query string: anything but a short string is simply not found. */
function linkToken(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) throw notFound();
  return value;
}

@ApiTags('alertas')
@Controller('alerts')
export class SearchAlertsController {
  constructor(private readonly alerts: SearchAlertsService) {}

  @Post()
  @SubmissionEndpoint(undefined, SearchAlertCreatedDto)
  @ApiOperation({ summary: 'Crear una alerta de la búsqueda (doble confirmación por correo; con captcha)' })
  create(@Body() body: SearchAlertRequestDto, @Meta() meta: SubmissionMeta): Promise<{ status: 'pending' }> {
    return this.alerts.create(body, meta);
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimit(RATE_LIMIT_POLICIES.form)
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Activar la alerta con el token del correo de confirmación' })
  @ApiOkResponse({ type: SearchAlertConfirmedDto })
  @ApiNotFoundResponse({ description: 'Enlace desconocido o vencido' })
  confirm(@Body() body: AlertTokenRequestDto): Promise<{ alert: SearchAlertSummary; manageToken: string }> {
    return this.alerts.confirm(body.token);
  }

  @Get('manage')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Las alertas del correo del enlace firmado' })
  @ApiQuery({ name: 'token', required: true })
  @ApiOkResponse({ type: SearchAlertListDto, description: 'Correo (parcialmente oculto) y sus alertas' })
  @ApiNotFoundResponse({ description: 'Token desconocido' })
  list(@Query('token') token: unknown): Promise<SearchAlertList> {
    return this.alerts.list(linkToken(token));
  }

  @Delete(':id')
  @RateLimit(RATE_LIMIT_POLICIES.form)
  @ApiOperation({
    summary: 'Eliminar una alerta desde la página de administración (revoca su consentimiento)',
  })
  @ApiQuery({ name: 'token', required: true })
  delete(@Param('id') id: string, @Query('token') token: unknown): Promise<{ deleted: true }> {
    return this.alerts.delete(id, linkToken(token));
  }

  /**
   * RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` here, without cookies or a page. Its token
   * authenticates it, so neither the form rate limit (providers send these in bursts from shared IPs) nor
   * the cross-site guard (webmail posts with its own Origin: ONE_CLICK_UNSUBSCRIBE_PATH) applies.
   */
  @Post(':id/unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Baja en un clic (List-Unsubscribe-Post, RFC 8058)' })
  @ApiQuery({ name: 'token', required: true })
  unsubscribe(@Param('id') id: string, @Query('token') token: unknown): Promise<{ deleted: true }> {
    return this.alerts.unsubscribe(id, linkToken(token));
  }
}
