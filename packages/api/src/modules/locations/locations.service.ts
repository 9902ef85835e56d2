import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { PROPERTY_MESSAGES, type City, type Department, type Neighbourhood } from '@inmo/contracts';
import { CACHE_STORE, type CacheStore } from '#src/infra/cache/cache.store';
import { PROPERTY_SOURCE, type PropertySource } from '../catalog/property-source';
import { PROPERTY_CACHE_TTL_SECONDS } from '../properties/properties.service';

/** Places where the source has listings, cached like every property read. */
@Injectable()
export class LocationsService {
  constructor(
    @Inject(PROPERTY_SOURCE) private readonly source: PropertySource,
    @Inject(CACHE_STORE) private readonly cache: CacheStore,
  ) {}

  departments(): Promise<Department[]> {
    return this.cached('departments', () => this.source.departments());
  }

  allCities(): Promise<City[]> {
    return this.cached('cities', () => this.source.allCities());
  }

  async cities(departmentId: number): Promise<City[]> {
    const cities = await this.cached(`cities:${departmentId}`, () => this.source.cities(departmentId));
    if (!cities)
      throw new NotFoundException({ statusCode: 404, message: PROPERTY_MESSAGES.departmentNotFound });
    return cities;
  }

  async neighbourhoods(cityId: number): Promise<Neighbourhood[]> {
    const list = await this.cached(`neighbourhoods:${cityId}`, () => this.source.neighbourhoods(cityId));
    if (!list) throw new NotFoundException({ statusCode: 404, message: PROPERTY_MESSAGES.cityNotFound });
    return list;
  }

  /** Its failure with no stale copy: UpstreamFailureFilter's 503. */
  private cached<T>(key: string, loader: () => Promise<T>): Promise<T> {
    return this.cache.wrap(`locations:${this.source.name}:${key}`, PROPERTY_CACHE_TTL_SECONDS, loader);
  }
}
