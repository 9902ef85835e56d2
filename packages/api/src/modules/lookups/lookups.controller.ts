import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AreaItem, type CategoryItem, type Country, type HeadquarterItem } from '@inmo/contracts';
import { AreaListDto, CategoryListDto, CountryListDto, HeadquarterListDto } from './lookups.dto';
import { LookupsService } from './lookups.service';

/** Lists change with a deploy, not by the minute: browsers and proxies may keep them for an hour. */
const CACHE_AN_HOUR = 'public, max-age=3600';

@ApiTags('listas')
@Controller('lookups')
export class LookupsController {
  constructor(private readonly lookups: LookupsService) {}

  @Get('areas')
  @Header('Cache-Control', CACHE_AN_HOUR)
  @ApiOperation({ summary: 'Áreas responsables de las PQRS' })
  @ApiOkResponse({ type: AreaListDto })
  areas(): Promise<AreaItem[]> {
    return this.lookups.areas();
  }

  @Get('headquarters')
  @Header('Cache-Control', CACHE_AN_HOUR)
  @ApiOperation({ summary: 'Sedes a las que se reporta un mantenimiento' })
  @ApiOkResponse({ type: HeadquarterListDto })
  headquarters(): Promise<HeadquarterItem[]> {
    return this.lookups.headquarters();
  }

  @Get('categories')
  @Header('Cache-Control', CACHE_AN_HOUR)
  @ApiOperation({ summary: 'Categorías de mantenimiento' })
  @ApiOkResponse({ type: CategoryListDto })
  categories(): Promise<CategoryItem[]> {
    return this.lookups.categories();
  }

  @Get('countries')
  @Header('Cache-Control', CACHE_AN_HOUR)
  @ApiOperation({ summary: 'Países con indicativo (nombre en español, raíz, sufijos y bandera)' })
  @ApiOkResponse({ type: CountryListDto })
  countries(): readonly Country[] {
    return this.lookups.countries();
  }
}
