import { Controller, Get, Param, UseFilters } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { locationIdParamSchema, type City, type Department, type Neighbourhood } from '@inmo/contracts';
import { ZodValidationPipe } from '#src/infra/http/zod-validation.pipe';
import { LocationsService } from './locations.service';
import { UpstreamFailureFilter } from '#src/infra/http/upstream-failure.filter';

const idPipe = new ZodValidationPipe(locationIdParamSchema);

@ApiTags('ubicaciones')
@UseFilters(UpstreamFailureFilter)
@Controller('locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get('departments')
  @ApiOperation({ summary: 'Departamentos con inmuebles' })
  departments(): Promise<Department[]> {
    return this.locations.departments();
  }

  @Get('departments/:id/cities')
  @ApiOperation({ summary: 'Ciudades de un departamento' })
  @ApiNotFoundResponse({ description: 'Departamento desconocido' })
  cities(@Param('id', idPipe) id: number): Promise<City[]> {
    return this.locations.cities(id);
  }

  @Get('cities')
  @ApiOperation({ summary: 'Todas las ciudades con inmuebles' })
  allCities(): Promise<City[]> {
    return this.locations.allCities();
  }

  @Get('cities/:id/neighbourhoods')
  @ApiOperation({ summary: 'Barrios (sectores) de una ciudad' })
  @ApiNotFoundResponse({ description: 'Ciudad desconocida' })
  neighbourhoods(@Param('id', idPipe) id: number): Promise<Neighbourhood[]> {
    return this.locations.neighbourhoods(id);
  }
}
