import { Body, Controller, Get, Header, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type PqrsCreated, type PqrsRecord } from '@inmo/contracts';
import { parseRecordId } from '#src/infra/access-token/access-token';
import { SubmissionEndpoint } from '../submissions/submission-endpoint.decorator';
import { Meta, type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { PqrsService } from './pqrs.service';
import { PqrsCreatedDto, PqrsRecordDto, PqrsRequestDto } from './pqrs.dto';

@ApiTags('pqrs')
@Controller('pqrs')
export class PqrsController {
  constructor(private readonly pqrs: PqrsService) {}

  @Post()
  @SubmissionEndpoint(undefined, PqrsCreatedDto)
  @ApiOperation({ summary: 'Radica una PQRS; responde {id, radicado, accessToken}' })
  create(@Body() body: PqrsRequestDto, @Meta() meta: SubmissionMeta): Promise<PqrsCreated> {
    return this.pqrs.create(body, meta);
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'La PQRS radicada, para quien tiene su token de acceso' })
  @ApiQuery({ name: 'token', required: true })
  @ApiOkResponse({ type: PqrsRecordDto, description: 'PQRS con área, estado y plazo de respuesta' })
  @ApiNotFoundResponse({ description: 'No existe o el token no corresponde' })
  find(@Param('id') id: string, @Query('token') token: unknown): Promise<PqrsRecord> {
    return this.pqrs.find(parseRecordId(id), token);
  }
}
