import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { PhotoService } from './photo.service';

/** One year and immutable: the URL carries a version, so an image never changes under it. */
const PHOTO_SEND_OPTIONS = {
  maxAge: 31_536_000_000,
  immutable: true,
  headers: { 'X-Content-Type-Options': 'nosniff' },
} as const;

@ApiTags('inmuebles')
@Controller('media/catalog')
export class PhotoController {
  constructor(private readonly photos: PhotoService) {}

  @Get(':version/:file')
  @ApiOperation({ summary: 'Foto del catálogo local (WebP, 800x600 "small" o 1600x1200 "large")' })
  async photo(
    @Param('version') version: string,
    @Param('file') file: string,
    @Res() res: Response,
  ): Promise<void> {
    res.sendFile(await this.photos.file(version, file), PHOTO_SEND_OPTIONS);
  }
}
