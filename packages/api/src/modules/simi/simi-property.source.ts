import { Inject, Injectable, Logger } from '@nestjs/common';
import { type City, type Department, type Neighbourhood, type PropertyCard } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import {
  type ChangedPage,
  type PointsJson,
  type PropertySource,
  type SourcePage,
  type SourceSearch,
} from '../catalog/property-source';
import { UpstreamError } from '#src/infra/http/upstream.error';
import { PhotoOriginCheck } from './photo-origin.check';
import { SimiPlaceResolver } from './simi-place.resolver';
import { SimiPropertyClient, type SimiGetOptions } from './simi-property.client';
import { detailAnswer, readInventoryPage, type SimiInventoryPage } from './simi-inventory-page';
import {
  normalizeCities,
  normalizeDepartments,
  normalizeDetail,
  normalizeFeatured,
  normalizeNeighbourhoods,
  normalizeSearch,
  type SimiDetail,
  type SimiNormalizeOptions,
  type SimiPlaceIds,
} from './simi.normalizers';

/** SIMI's limit: a page size over 100 silently gives 10. */
export const SIMI_MAX_PAGE_SIZE = 100;

const NO_MAP_BEFORE_SYNC = 'SIMI cannot search by map area: the map needs the synced copy';

/** A source's lists and places; the detail a visitor sees needs the copy (SimiDetailWriter.findByCode). */
export type SimiLiveSource = Omit<PropertySource, 'findByCode'>;

/**
 * PROPERTY_SOURCE=simi before the copy: the agency's SIMI web API, normalised into the contracts' types.
 * It only reads; SimiDetailWriter stores its details (the advisor's opaque photo id lives in the copy).
 */
@Injectable()
export class SimiPropertySource implements SimiLiveSource {
  readonly name = 'simi' as const;

  private readonly photoOrigins: PhotoOriginCheck;
  private readonly options: SimiNormalizeOptions;
  private readonly priceField: string;
  private readonly modifiedField: string;
  private readonly logger = new Logger(SimiPropertySource.name);
  private readonly unmappedSedes = new Set<string>();
  /** Place ids for cards, which name places only; its catalogues are kept between syncs. */
  private readonly places: SimiPlaceResolver;

  constructor(
    private readonly client: SimiPropertyClient,
    @Inject(APP_CONFIG)
    config: Pick<AppConfig, 'PHOTO_ORIGINS' | 'SIMI_SORT_FIELD_PRICE' | 'SIMI_SEDES'> &
      Partial<Pick<AppConfig, 'SIMI_SORT_FIELD_MODIFIED'>>,
  ) {
    this.photoOrigins = new PhotoOriginCheck(config.PHOTO_ORIGINS, this.logger);
    this.options = { sedes: config.SIMI_SEDES };
    this.priceField = config.SIMI_SORT_FIELD_PRICE;
    this.modifiedField = config.SIMI_SORT_FIELD_MODIFIED ?? 'fecha_modificacion';
    this.places = new SimiPlaceResolver(
      {
        departments: () => this.departments(),
        cities: (id) => this.cities(id),
        neighbourhoods: (id) => this.neighbourhoods(id),
        detailPlaces: (code) => this.detailPlaces(code),
      },
      this.logger,
    );
  }

  get normalizeOptions(): SimiNormalizeOptions {
    return this.options;
  }

  /**
   * Spec §7 path shape; precio, sede and usuario are always 0, and 0 means "no filter". `campo/0` is
   * SIMI's default order, so the price orders name the price field (SIMI_SORT_FIELD_PRICE).
   */
  static searchPath(q: SourceSearch, priceField = 'precio'): string {
    const sort =
      q.orden === 'fecha'
        ? { campo: 'fecha', order: 'desc' }
        : { campo: priceField, order: q.orden === 'menor-precio' ? 'asc' : 'desc' };
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

  /**
   * A whole-inventory page for the sync. A full read goes oldest first, so listings added meanwhile land
   * on later pages; an incremental read goes newest-modified first (`campo/<modifiedField>/order/desc`).
   */
  static inventoryPath(
    page: number,
    pageSize = SIMI_MAX_PAGE_SIZE,
    order: { campo: string; order: 'asc' | 'desc' } = { campo: 'fecha', order: 'asc' },
  ): string {
    return `v2.1.1/filtroInmueble/limite/${page}/total/${pageSize}/ciudad/0/barrio/0/tipoInm/0/tipOper/0/valmin/0/valmax/0/campo/${encodeURIComponent(order.campo)}/precio/0/order/${order.order}/banios/0/alcobas/0/garajes/0/sede/0/usuario/0`;
  }

  async search(query: SourceSearch): Promise<SourcePage> {
    if (query.bbox) throw new UpstreamError(NO_MAP_BEFORE_SYNC);
    const page = normalizeSearch(
      await this.client.get(SimiPropertySource.searchPath(query, this.priceField)),
      query.gestion,
    );
    this.photoOrigins.cards(page.items);
    return page;
  }

  /** SIMI has no search by area: the map waits for the first sync's copy (a 503 meanwhile). */
  points(): Promise<PointsJson> {
    return Promise.reject(new UpstreamError(NO_MAP_BEFORE_SYNC));
  }

  /** Alerts need the dates only the copy keeps: their digest waits for the first sync too. */
  changedSince(): Promise<ChangedPage> {
    return Promise.reject(new UpstreamError('SIMI keeps no listing dates: alerts need the synced copy'));
  }

  /**
   * One page of the sync's read, with the sync's own timeout and no retries (the sync retries the page),
   * every card placed (ids by name, else from its detail); cards that cannot be placed are left out of
   * `listings`, listed in `unplaced` (codes) and logged.
   */
  async inventoryPage(
    page: number,
    pageSize: number,
    options: { order?: 'oldest' | 'modified'; timeoutMs?: number } = {},
  ): Promise<SimiInventoryPage> {
    const order =
      options.order === 'modified'
        ? { campo: this.modifiedField, order: 'desc' as const }
        : { campo: 'fecha', order: 'asc' as const };
    const result = readInventoryPage(
      await this.client.get(SimiPropertySource.inventoryPath(page, pageSize, order), {
        timeoutMs: options.timeoutMs,
        retries: 0,
      }),
    );
    this.photoOrigins.cards(result.listings.map((l) => l.card));
    for (const listing of result.listings) this.checkSede(listing.sede);
    const { placed, unplaced } = await this.places.place(result.listings);
    return { ...result, listings: placed, unplaced };
  }

  /** The place ids of a listing's detail (for a card whose names match no SIMI place). */
  async detailPlaces(code: string): Promise<SimiPlaceIds | null> {
    const simi = normalizeDetail(
      await this.client.get(`v2/inmueble/codInmueble/${encodeURIComponent(code)}`),
      code,
      this.options,
    );
    const d = simi?.detail;
    if (!d || d.departmentId === null || d.cityId <= 0 || d.neighbourhoodId === null) return null;
    return { departmentId: d.departmentId, cityId: d.cityId, neighbourhoodId: d.neighbourhoodId };
  }

  async featured(limit: number): Promise<PropertyCard[]> {
    const cards = normalizeFeatured(await this.client.get(`v21/inmueblesDestacados/total/${limit}/limite/1`));
    this.photoOrigins.cards(cards);
    return cards;
  }

  /**
   * What SIMI says of a listing, normalised (the advisor with SIMI's own data), or null when SIMI says the
   * code is not there (only `msn` or `status: 1`); any other odd answer rejects. Nothing is written:
   * SimiDetailWriter copies it and publishes the advisor under an opaque photo id.
   */
  async readDetail(code: string, options: SimiGetOptions = {}): Promise<SimiDetail | null> {
    const body = await this.client.get(`v2/inmueble/codInmueble/${encodeURIComponent(code)}`, options);
    if (detailAnswer(body) === 'absent') return null;
    const simi = normalizeDetail(body, code, this.options);
    if (!simi) throw new UpstreamError('SIMI answered a detail that could not be read');
    this.checkSede(simi.sede);
    this.photoOrigins.detail({ ...simi.detail, advisor: null });
    return simi;
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

  /** Tells the operator once per sede id that SIMI_SEDES lacks it (no branch chip, mails to marketing). */
  private checkSede(sede: string | null): void {
    if (!sede || this.options.sedes[sede] !== undefined || this.unmappedSedes.has(sede)) return;
    this.unmappedSedes.add(sede);
    this.logger.warn(
      `SIMI sede ${sede} is not in SIMI_SEDES: its listings show no branch and their requests go to MAIL_MARKETING`,
    );
  }
}
