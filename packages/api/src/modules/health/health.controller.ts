import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { type SimiCopyHealth } from '../simi/simi-copy.status';
import { HealthService, type Readiness } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'El proceso está vivo (con SIMI: la edad de la copia sincronizada)' })
  async alive(): Promise<{ status: 'ok'; simiCopy?: SimiCopyHealth }> {
    const simiCopy = await this.health.copy();
    return simiCopy ? { status: 'ok', simiCopy } : { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary:
      'Base de datos y Redis (si está configurado) responden y las páginas se generan; informa también el almacén de archivos',
  })
  async ready(
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ status: string } & Pick<Readiness, 'checks' | 'simiCopy'>> {
    const { ready, checks, simiCopy } = await this.health.readiness();
    res.status(ready ? 200 : 503);
    return { status: ready ? 'ok' : 'error', checks, ...(simiCopy ? { simiCopy } : {}) };
  }
}
