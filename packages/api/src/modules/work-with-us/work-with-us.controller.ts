import { Body, Controller, Post, UploadedFiles } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { UploadFiles } from '#src/infra/uploads/upload-files.interceptor';
import { type AcceptedUpload } from '#src/infra/uploads/upload.service';
import { SubmissionEndpoint } from '../submissions/submission-endpoint.decorator';
import { Meta, type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { type CreatedId } from '@inmo/contracts';
import { WorkWithUsService } from './work-with-us.service';
import { WorkWithUsRequestDto } from './work-with-us.dto';

@ApiTags('formularios')
@Controller('work-with-us')
export class WorkWithUsController {
  constructor(private readonly workWithUs: WorkWithUsService) {}

  @Post()
  @SubmissionEndpoint()
  @UploadFiles('cv')
  @ApiOperation({ summary: 'Trabaja con nosotros (multipart, hoja de vida PDF en `archivo`, con captcha)' })
  create(
    @Body() body: WorkWithUsRequestDto,
    @UploadedFiles() files: AcceptedUpload[],
    @Meta() meta: SubmissionMeta,
  ): Promise<CreatedId> {
    return this.workWithUs.apply(body, files, meta);
  }
}
