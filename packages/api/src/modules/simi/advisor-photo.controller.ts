import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { AdvisorPhotoService } from './advisor-photo.service';

/** The web's own picture for advisors without a photo. */
export const DEFAULT_ADVISOR_PICTURE = '/img/asesor-default.svg';

@ApiTags('inmuebles')
@Controller('media/advisors')
export class AdvisorPhotoController {
  constructor(private readonly photos: AdvisorPhotoService) {}

  @Get(':id')
  @ApiOperation({ summary: 'Foto del asesor (id opaco); sin foto, redirige a la imagen por defecto' })
  @ApiParam({ name: 'id', description: 'Id opaco de la foto, tomado del detalle del inmueble' })
  async photo(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const photo = await this.photos.photo(id);
    if (!photo) {
      res.setHeader('Cache-Control', 'public, max-age=600');
      res.redirect(302, DEFAULT_ADVISOR_PICTURE);
      return;
    }
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(photo);
  }
}
