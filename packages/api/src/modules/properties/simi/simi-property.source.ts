import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type City,
  type Department,
  type Neighbourhood,
  type PropertyCard,
  type PropertyDetail,
} from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/config.schema';
import { type PropertySource, type SourcePage, type SourceSearch } from '../property-source';
import { PhotoOriginCheck } from './photo-origin.check';
import { SimiPropertyClient } from './simi-property.client';
import {
  normalizeCities,
  normalizeDepartments,
  normalizeDetail,
  normalizeFeatured,
  normalizeNeighbourhoods,
  normalizeSearch,
} from './simi.normalizers';

const SORT = {
  fecha: { campo: 'fecha', order: 'desc' },
  'menor-precio': { campo: '0', order: 'asc' },
  'mayor-precio': { campo: '0', order: 'desc' },
} as const;

/** PROPERTY_SOURCE=simi: the agency's SIMI web API, normalised into the contracts' types. */
@Injectable()
export class SimiPropertySource implements PropertySource {
  readonly name = 'simi' as const;

  private readonly photoOrigins: PhotoOriginCheck;

  constructor(
    private readonly client: SimiPropertyClient,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'PHOTO_ORIGINS'>,
  ) {
    this.photoOrigins = new PhotoOriginCheck(config.PHOTO_ORIGINS, new Logger(SimiPropertySource.name));
  }

  /** Spec §7 path shape; precio, sede and usuario are always 0, and 0 means "no filter". */
  static searchPath(q: SourceSearch): string {
    const sort = SORT[q.orden];
    const segments: [string, string | number][] = [
      ['limite', q.page],
      ['total', q.pageSize],
      ['ciudad', q.ciudad],
      ['barrio', q.barrio],
      ['tipoInm', q.tipo],
      ['tipOper', q.gestion],
      ['valmin', q.valmin ?? 0],
      ['valmax', q.valmax ?? 0],
      ['campo', sort.campo],
      ['precio', 0],
      ['order', sort.order],
      ['banios', q.banos],
      ['alcobas', q.habitaciones],
      ['garajes', q.parqueaderos],
      ['sede', 0],
      ['usuario', 0],
    ];
    return `v2.1.1/filtroInmueble/${segments.map(([k, v]) => `${k}/${encodeURIComponent(String(v))}`).join('/')}`;
  }

  async search(query: SourceSearch): Promise<SourcePage> {
    const page = normalizeSearch(await this.client.get(SimiPropertySource.searchPath(query)));
    this.photoOrigins.cards(page.items);
    return page;
  }

  async featured(limit: number): Promise<PropertyCard[]> {
    const cards = normalizeFeatured(await this.client.get(`v21/inmueblesDestacados/total/${limit}/limite/1`));
    this.photoOrigins.cards(cards);
    return cards;
  }

  async findByCode(code: string): Promise<PropertyDetail | null> {
    const detail = normalizeDetail(
      await this.client.get(`v2/inmueble/codInmueble/${encodeURIComponent(code)}`),
      code,
    );
    this.photoOrigins.detail(detail);
    return detail;
  }

  async departments(): Promise<Department[]> {
    return normalizeDepartments(await this.client.get('v2/departamento'));
  }

  async cities(departmentId: number): Promise<City[] | null> {
    return normalizeCities(await this.client.get(`v2/ciudad/idDepartamento/${departmentId}`), departmentId);
  }

  async allCities(): Promise<City[]> {
    const departments = await this.departments();
    const lists = await Promise.all(departments.map((d) => this.cities(d.id)));
    return lists.flatMap((l) => l ?? []).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }

  async neighbourhoods(cityId: number): Promise<Neighbourhood[] | null> {
    return normalizeNeighbourhoods(await this.client.get(`v2/barrios/idCiudad/${cityId}/`), cityId);
  }
}
