import { Body, Controller, Post, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SubmissionEndpoint } from '../submissions/submission-endpoint.decorator';
import { Meta, type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { type CreatedId } from '@inmo/contracts';
import { PromotePropertyService } from './promote-property.service';
import { UpstreamFailureFilter } from '#src/infra/http/upstream-failure.filter';
import { PromotePropertyRequestDto } from './promote-property.dto';

@ApiTags('formularios')
@UseFilters(UpstreamFailureFilter)
@Controller('promote-property')
export class PromotePropertyController {
  constructor(private readonly promote: PromotePropertyService) {}

  @Post()
  @SubmissionEndpoint()
  @ApiOperation({ summary: 'Promociona tu inmueble (con captcha; correo al propietario y al buzón interno)' })
  create(@Body() body: PromotePropertyRequestDto, @Meta() meta: SubmissionMeta): Promise<CreatedId> {
    return this.promote.create(body, meta);
  }
}
