import { Injectable } from '@nestjs/common';
import {
  GESTION_LABELS,
  PROPERTY_TYPES,
  type City,
  type Department,
  type Neighbourhood,
  type PropertyCard,
  type PropertyDetail,
  type PropertyPhoto,
} from '@inmo/contracts';
import { FEATURE_KINDS } from '../../infra/db/schema';
import { CatalogRepository, type CardRow, type DetailRow } from './catalog.repository';
import { photoUrl } from './media/photo-pool';
import { type PropertySource, type SourcePage, type SourceSearch } from './property-source';

const TYPE_NAMES = new Map<number, string>(PROPERTY_TYPES.map((t) => [t.id, t.name]));

function photo(key: string, width: number | null, height: number | null): PropertyPhoto {
  return { small: photoUrl(key, 'small'), large: photoUrl(key, 'large'), width, height };
}

function toCard(row: CardRow): PropertyCard {
  const gestionId = row.gestionId === 5 ? 5 : 1;
  return {
    code: row.code,
    gestionId,
    gestion: GESTION_LABELS[gestionId],
    typeId: row.typeId,
    type: TYPE_NAMES.get(row.typeId) ?? 'Inmueble',
    departmentId: row.departmentId,
    department: row.department,
    cityId: row.cityId,
    city: row.city,
    neighbourhoodId: row.neighbourhoodId,
    neighbourhood: row.neighbourhood,
    price: row.price,
    adminFee: row.adminFee,
    estrato: row.estrato,
    builtArea: row.builtArea,
    lotArea: row.lotArea,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    photo: row.photoKey ? photo(row.photoKey, row.photoWidth, row.photoHeight) : null,
    featured: row.featured,
    listedAt: row.listedAt.toISOString(),
  };
}

function toDetail(row: DetailRow): PropertyDetail {
  const features = (kind: string) =>
    row.features.filter((f) => f.kind === kind).map((f) => ({ name: f.name, icon: f.iconKey }));
  return {
    ...toCard(row),
    description: row.description,
    age: row.age,
    latitude: row.latitude,
    longitude: row.longitude,
    branch: row.branch,
    photos: row.photos.map((ph) => photo(ph.fileKey, ph.width, ph.height)),
    internalFeatures: features(FEATURE_KINDS.INTERNAL),
    externalFeatures: features(FEATURE_KINDS.EXTERNAL),
    advisor:
      row.advisorName && row.advisorCedtercero && row.advisorCellphone
        ? {
            name: row.advisorName,
            cedtercero: row.advisorCedtercero,
            cellphone: row.advisorCellphone,
            email: row.advisorEmail,
            photoUrl: null,
          }
        : null,
  };
}

/** PROPERTY_SOURCE=local: the seeded catalog in the gateway's own database. */
@Injectable()
export class LocalPropertySource implements PropertySource {
  readonly name = 'local' as const;

  constructor(private readonly catalog: CatalogRepository) {}

  async search(query: SourceSearch): Promise<SourcePage> {
    const { rows, total } = await this.catalog.search(query);
    return { items: rows.map(toCard), total };
  }

  async featured(limit: number): Promise<PropertyCard[]> {
    return (await this.catalog.featured(limit)).map(toCard);
  }

  async findByCode(code: string): Promise<PropertyDetail | null> {
    const row = await this.catalog.findByCode(code);
    return row ? toDetail(row) : null;
  }

  departments(): Promise<Department[]> {
    return this.catalog.departments();
  }

  async cities(departmentId: number): Promise<City[] | null> {
    if (!(await this.catalog.departmentExists(departmentId))) return null;
    return this.catalog.cities(departmentId);
  }

  allCities(): Promise<City[]> {
    return this.catalog.cities();
  }

  async neighbourhoods(cityId: number): Promise<Neighbourhood[] | null> {
    if (!(await this.catalog.cityExists(cityId))) return null;
    return this.catalog.neighbourhoods(cityId);
  }
}
