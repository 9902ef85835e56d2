import { Inject, Injectable } from '@nestjs/common';
import {
  BRANCHES,
  sameName,
  GESTION_LABELS,
  PROPERTY_TYPES,
  type City,
  type Department,
  type Neighbourhood,
  type PropertyCard,
  type PropertyDetail,
  type PropertyPhoto,
} from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { FEATURE_KINDS } from '#src/infra/db/schema/index';
import { CatalogSearchIndex } from './catalog-search.index';
import { CatalogRepository, type CardRow, type DetailRow } from './catalog.repository';
import { photoUrl } from '../demo-catalog/photo-pool';
import {
  type ChangedPage,
  type PointsJson,
  type PropertySource,
  type SourcePage,
  type SourceSearch,
} from './property-source';

const TYPE_NAMES = new Map<number, string>(PROPERTY_TYPES.map((t) => [t.id, t.name]));

/** A seeded photo (a key of the generated pool) or a synced SIMI photo (its URL). */
function photo(
  source: { key: string | null; url: string | null },
  width: number | null,
  height: number | null,
): PropertyPhoto | null {
  if (source.url) return { small: source.url, large: source.url, width, height };
  if (source.key)
    return { small: photoUrl(source.key, 'small'), large: photoUrl(source.key, 'large'), width, height };
  return null;
}

/** Where the gateway serves an advisor's photo: an opaque id, never the national id. */
export function advisorPhotoPath(photoId: string): string {
  return `/api/media/advisors/${photoId}`;
}

function branchId(row: DetailRow): number | null {
  if (row.branchId !== null) return row.branchId;
  const name = row.branch;
  return name ? (BRANCHES.find((b) => sameName(b.nombre, name))?.id ?? null) : null;
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
    photo: photo({ key: row.photoKey, url: row.photoUrl }, row.photoWidth, row.photoHeight),
    featured: row.featured,
    listedAt: row.listedAt.toISOString(),
  };
}

/** `advisorPhotos`: whether SIMI_ADVISOR_PHOTO_URL is set (every synced advisor then has a photo to try). */
function toDetail(row: DetailRow, advisorPhotos: boolean): PropertyDetail {
  const features = (kind: string) =>
    row.features.filter((f) => f.kind === kind).map((f) => ({ name: f.name, icon: f.iconKey }));
  return {
    ...toCard(row),
    description: row.description,
    age: row.age,
    latitude: row.latitude,
    longitude: row.longitude,
    exactLocation: row.exactLocation,
    branch: row.branch,
    branchId: branchId(row),
    photos: row.photos
      .map((ph) => photo({ key: ph.fileKey, url: ph.url }, ph.width, ph.height))
      .filter((ph): ph is PropertyPhoto => ph !== null),
    internalFeatures: features(FEATURE_KINDS.INTERNAL),
    externalFeatures: features(FEATURE_KINDS.EXTERNAL),
    advisor:
      row.advisorName && row.advisorCellphone
        ? {
            name: row.advisorName,
            cellphone: row.advisorCellphone,
            email: row.advisorEmail,
            photoUrl:
              row.advisorPhotoId && (advisorPhotos || row.advisorPhotoUrl)
                ? advisorPhotoPath(row.advisorPhotoId)
                : null,
          }
        : null,
  };
}

/** PROPERTY_SOURCE=local: the seeded catalog in the gateway's own database. */
@Injectable()
export class LocalPropertySource implements PropertySource {
  readonly name = 'local' as const;

  private readonly advisorPhotos: boolean;

  constructor(
    private readonly catalog: CatalogRepository,
    private readonly index: CatalogSearchIndex,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'SIMI_ADVISOR_PHOTO_URL'>,
  ) {
    this.advisorPhotos = Boolean(config.SIMI_ADVISOR_PHOTO_URL);
  }

  async search(query: SourceSearch): Promise<SourcePage> {
    // The index finds the page (and counts every match); only its cards are read from the database.
    const { ids, total } = await this.index.page(query);
    return { items: (await this.catalog.cardsByIds(ids)).map(toCard), total };
  }

  points(query: SourceSearch, limit: number): Promise<PointsJson> {
    return this.index.points(query, limit);
  }

  async changedSince(query: SourceSearch, since: Date, until: Date, limit: number): Promise<ChangedPage> {
    const { rows, total } = await this.catalog.changedSince(query, since, until, limit);
    const items = rows.map((row) => ({
      card: toCard(row),
      previousPrice:
        row.priceDroppedAt && row.priceDroppedAt > since && row.previousPrice !== null
          ? row.previousPrice
          : null,
    }));
    return { items, total };
  }

  async featured(limit: number): Promise<PropertyCard[]> {
    return (await this.catalog.featured(limit)).map(toCard);
  }

  async findByCode(code: string): Promise<PropertyDetail | null> {
    const row = await this.catalog.findByCode(code);
    return row ? toDetail(row, this.advisorPhotos) : null;
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
