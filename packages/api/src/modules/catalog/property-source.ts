import {
  type Bbox,
  type City,
  type Department,
  type Neighbourhood,
  type PropertyCard,
  type PropertyDetail,
  type SortOption,
} from '@inmo/contracts';

/** Nest injection token for the configured {@link PropertySource}. */
export const PROPERTY_SOURCE = Symbol('PROPERTY_SOURCE');

/** A search as the service hands it to a source: bounds already clamped, 0 meaning "any". */
export interface SourceSearch {
  readonly gestion: number;
  readonly tipo: number;
  readonly ciudad: number;
  readonly barrio: number;
  /** undefined: no price filter (similar properties). */
  readonly valmin: number | undefined;
  readonly valmax: number | undefined;
  readonly habitaciones: number;
  readonly banos: number;
  readonly parqueaderos: number;
  /** The map's visible area; undefined: anywhere. */
  readonly bbox?: Bbox;
  readonly orden: SortOption;
  readonly page: number;
  readonly pageSize: number;
}

export interface SourcePage {
  readonly items: PropertyCard[];
  readonly total: number;
}

/**
 * The map's answer (PropertyPointsResult) as JSON text, joined from items written once (CatalogSearchIndex)
 * and sent as it is (bench/search-bench.mjs: serialising 2,000 points per request was most of its CPU).
 */
export type PointsJson = string;

/** A listing of an alert's digest: new, or cheaper than `previousPrice`. */
export interface ChangedListing {
  readonly card: PropertyCard;
  /** The price before the last drop; null when the listing is new and its price never went down. */
  readonly previousPrice: number | null;
}

export interface ChangedPage {
  readonly items: ChangedListing[];
  readonly total: number;
}

/** Where listings come from (ARCHITECTURE §4): the local catalog or the agency's SIMI web API. */
export interface PropertySource {
  readonly name: 'local' | 'simi';
  search(query: SourceSearch): Promise<SourcePage>;
  /** The map's points of a search (page, size and order ignored): the newest `limit`, and how many in all. */
  points(query: SourceSearch, limit: number): Promise<PointsJson>;
  /** Listings of a search added or made cheaper in (since, until]: the newest `limit`, and how many. */
  changedSince(query: SourceSearch, since: Date, until: Date, limit: number): Promise<ChangedPage>;
  featured(limit: number): Promise<PropertyCard[]>;
  /** null when the code does not exist; exact coordinates (PropertiesService publishes them). */
  findByCode(code: string): Promise<PropertyDetail | null>;
  departments(): Promise<Department[]>;
  /** null when the department is unknown. */
  cities(departmentId: number): Promise<City[] | null>;
  allCities(): Promise<City[]>;
  /** null when the city is unknown. */
  neighbourhoods(cityId: number): Promise<Neighbourhood[] | null>;
}
