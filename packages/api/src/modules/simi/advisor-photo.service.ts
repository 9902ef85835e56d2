import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { SimiCatalogRepository } from './sync/simi-catalog.repository';

const FETCH_TIMEOUT_MS = 5000;
const MAX_BYTES = 5 * 1024 * 1024;
const SIDE = 144;
/** Formats sharp recognises by their bytes (whatever the Content-Type said). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** The advisor photo as the gateway serves it, or null: the web shows its default picture. */
export type AdvisorPhoto = Buffer | null;

/**
 * Advisor photos under an opaque id: SIMI_ADVISOR_PHOTO_URL with the advisor's cedtercero, else SIMI's
 * FotoAsesor (from a PHOTO_ORIGINS host). The national id stays inside the gateway; the browser only sees /api/media/advisors/<id>.
 * Fetched images are checked by their bytes and re-encoded (small WebP, no metadata).
 */
@Injectable()
export class AdvisorPhotoService {
  private readonly logger = new Logger(AdvisorPhotoService.name);
  private readonly cache = new LRUCache<string, { photo: AdvisorPhoto }>({ max: 500, ttl: 60 * 60 * 1000 });

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'SIMI_ADVISOR_PHOTO_URL' | 'PHOTO_ORIGINS'>,
    private readonly catalog: SimiCatalogRepository,
  ) {}

  async photo(photoId: string): Promise<AdvisorPhoto> {
    if (!/^[A-Za-z0-9_-]{8,32}$/.test(photoId)) return null;
    const cached = this.cache.get(photoId);
    if (cached) return cached.photo;
    const advisor = await this.catalog.advisorByPhotoId(photoId);
    let photo: AdvisorPhoto = null;
    if (advisor) {
      const template = this.config.SIMI_ADVISOR_PHOTO_URL;
      if (template)
        photo = await this.fetchImage(
          template.replace('{cedtercero}', encodeURIComponent(advisor.cedtercero)),
          'follow',
        );
      // FotoAsesor is whatever SIMI sent: fetched only from the photo hosts the operator trusts, no redirects.
      const fallback = advisor.photoUrl;
      if (
        !photo &&
        fallback &&
        URL.canParse(fallback) &&
        this.config.PHOTO_ORIGINS.includes(new URL(fallback).origin)
      )
        photo = await this.fetchImage(fallback, 'error');
    }
    this.cache.set(photoId, { photo });
    return photo;
  }

  private async fetchImage(url: string, redirect: RequestRedirect): Promise<AdvisorPhoto> {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        redirect,
      });
      if (!response.ok) return null;
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length === 0 || bytes.length > MAX_BYTES) return null;
      const { format } = await sharp(bytes).metadata();
      if (!format || !IMAGE_FORMATS.has(format)) return null;
      return await sharp(bytes)
        .rotate()
        .resize(SIDE, SIDE, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer();
    } catch (error) {
      // The URL carries the national id: log the origin only.
      const origin = URL.canParse(url) ? new URL(url).origin : 'an invalid URL';
      this.logger.debug(
        `Advisor photo from ${origin} failed: ${error instanceof Error ? error.name : 'error'}`,
      );
      return null;
    }
  }
}
