import {
  Body,
  Controller,
  Get,
  Header,
  Param,
  Post,
  Query,
  StreamableFile,
  UploadedFiles,
} from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type MaintenanceCreated,
  type MaintenanceRecord,
  maintenancePdfName,
  type PdfState,
} from '@inmo/contracts';
import { parseRecordId } from '#src/infra/access-token/access-token';
import { UploadFiles } from '#src/infra/uploads/upload-files.interceptor';
import { type AcceptedUpload } from '#src/infra/uploads/upload.service';
import { SubmissionEndpoint } from '../submissions/submission-endpoint.decorator';
import { Meta, type SubmissionMeta } from '../submissions/submission-meta.decorator';
import { contentDisposition } from './content-disposition';
import { MaintenanceService } from './maintenance.service';
import { MaintenanceCreatedDto, MaintenanceRecordDto, MaintenanceRequestDto } from './maintenance.dto';

@ApiTags('mantenimientos')
@ApiQuery({ name: 'token', required: false, description: 'Token de acceso entregado al crear la solicitud' })
@ApiNotFoundResponse({ description: 'No existe o el token no corresponde' })
@Controller('maintenance')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Post()
  @SubmissionEndpoint(undefined, MaintenanceCreatedDto)
  @UploadFiles('maintenance')
  @ApiOperation({ summary: 'Crea una solicitud de mantenimiento (multipart, archivos en `archivo`)' })
  create(
    @Body() body: MaintenanceRequestDto,
    @UploadedFiles() files: AcceptedUpload[],
    @Meta() meta: SubmissionMeta,
  ): Promise<MaintenanceCreated> {
    return this.maintenance.create(body, files, meta);
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'La solicitud con sus archivos, para quien tiene su token' })
  @ApiOkResponse({
    type: MaintenanceRecordDto,
    description: 'Mantenimiento (spec §3) con sede, categoría y archivos',
  })
  find(@Param('id') id: string, @Query('token') token: unknown): Promise<MaintenanceRecord> {
    return this.maintenance.find(parseRecordId(id), token);
  }

  @Get(':id/files/:fileId')
  @Header('Cache-Control', 'private, max-age=300')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'Un archivo de la solicitud (imágenes en línea, el resto como descarga)' })
  async file(
    @Param('id') id: string,
    @Param('fileId') fileId: string,
    @Query('token') token: unknown,
  ): Promise<StreamableFile> {
    const { file, stream } = await this.maintenance.openFile(parseRecordId(id), fileId, token);
    const inline = file.mime === 'image/jpeg';
    return new StreamableFile(stream, {
      type: file.mime,
      length: file.size,
      disposition: contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
    });
  }

  @Get(':id/pdf/status')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Estado del PDF del resumen: pending | done | failed | unavailable' })
  pdfStatus(@Param('id') id: string, @Query('token') token: unknown): Promise<PdfState> {
    return this.maintenance.pdfState(parseRecordId(id), token);
  }

  @Get(':id/pdf')
  @Header('Cache-Control', 'private, no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: 'Descarga MANTENIMIENTO_{id}.pdf (409 mientras se genera)' })
  async pdf(@Param('id') id: string, @Query('token') token: unknown): Promise<StreamableFile> {
    const recordId = parseRecordId(id);
    const stream = await this.maintenance.openPdf(recordId, token);
    return new StreamableFile(stream, {
      type: 'application/pdf',
      disposition: contentDisposition('attachment', maintenancePdfName(recordId)),
    });
  }
}
