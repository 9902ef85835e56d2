import { Controller, Get, Header, Param, Query, UseFilters } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { type PropertyDetail, type PropertyList, type PropertySearchResult } from '@inmo/contracts';
import { RATE_LIMIT_POLICIES } from '#src/infra/rate-limit/rate-limit.constants';
import { RateLimit } from '#src/infra/rate-limit/rate-limit.decorator';
import { PropertiesService } from './properties.service';
import { UpstreamFailureFilter } from '#src/infra/http/upstream-failure.filter';
import { PropertySearchQueryDto } from './properties.dto';

const CODE_PARAM = {
  name: 'code',
  description: 'Código del inmueble, con o sin el prefijo 919-',
  example: '919-1001',
};

@ApiTags('inmuebles')
@UseFilters(UpstreamFailureFilter)
@Controller('properties')
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Get()
  @ApiOperation({ summary: 'Búsqueda de inmuebles con filtros, orden y paginación (12 por página)' })
  @ApiQuery({ name: 'gestion', required: false, description: '0 cualquiera, 1 Arriendo (defecto), 5 Venta' })
  @ApiQuery({ name: 'tipo', required: false, description: 'Id del tipo de inmueble, 0 cualquiera' })
  @ApiQuery({ name: 'ciudad', required: false, description: 'Id de la ciudad, 0 cualquiera' })
  @ApiQuery({ name: 'barrio', required: false, description: 'Id del barrio, 0 cualquiera' })
  @ApiQuery({
    name: 'valmin',
    required: false,
    description: 'Precio mínimo; fuera de los límites de la gestión se ajusta',
  })
  @ApiQuery({
    name: 'valmax',
    required: false,
    description: 'Precio máximo; fuera de los límites de la gestión se ajusta',
  })
  @ApiQuery({ name: 'habitaciones', required: false, description: 'Mínimo de alcobas (0 a 5)' })
  @ApiQuery({ name: 'banos', required: false, description: 'Mínimo de baños (0 a 5)' })
  @ApiQuery({ name: 'parqueaderos', required: false, description: 'Mínimo de parqueaderos (0 a 5)' })
  @ApiQuery({ name: 'bbox', required: false, description: 'Zona visible del mapa: sur,oeste,norte,este' })
  @ApiQuery({ name: 'orden', required: false, enum: ['fecha', 'menor-precio', 'mayor-precio'] })
  @ApiQuery({ name: 'page', required: false, description: 'Página, desde 1' })
  @ApiOkResponse({ description: '{items, total, page, pageSize, pageCount, valmin, valmax}' })
  // Only a search by area counts (RATE_LIMIT_AREA_PER_MINUTE); the others pass uncounted.
  @RateLimit(RATE_LIMIT_POLICIES.area)
  search(@Query() query: PropertySearchQueryDto): Promise<PropertySearchResult> {
    return this.properties.search(query);
  }

  @Get('points')
  @ApiOperation({
    summary:
      'Puntos del mapa: los mismos filtros de la búsqueda (y bbox), sin páginas; los 2.000 más recientes',
  })
  @ApiQuery({
    name: 'bbox',
    required: false,
    description: 'Zona visible: sur,oeste,norte,este (grados decimales)',
  })
  @ApiOkResponse({ description: '{items: [{code, lat, lng, price, typeId}], total, limit}' })
  // The body arrives as JSON text (PropertyPointsResult), sent as it is.
  @Header('Content-Type', 'application/json; charset=utf-8')
  @RateLimit(RATE_LIMIT_POLICIES.map)
  points(@Query() query: PropertySearchQueryDto): Promise<string> {
    return this.properties.points(query);
  }

  @Get('featured')
  @ApiOperation({ summary: 'Inmuebles destacados' })
  featured(): Promise<PropertyList> {
    return this.properties.featured();
  }

  @Get(':code')
  @ApiOperation({ summary: 'Detalle de un inmueble por código' })
  @ApiParam(CODE_PARAM)
  @ApiNotFoundResponse({ description: "{statusCode: 404, message: 'No se encontró el inmueble: 919-…'}" })
  byCode(@Param('code') code: string): Promise<PropertyDetail> {
    return this.properties.byCode(code);
  }

  @Get(':code/similar')
  @ApiOperation({
    summary:
      'Propiedades similares: hasta 6 de la misma gestión y tipo, primero del barrio y luego de la ciudad, las más cercanas en precio',
  })
  @ApiParam(CODE_PARAM)
  similar(@Param('code') code: string): Promise<PropertyList> {
    return this.properties.similar(code);
  }
}
