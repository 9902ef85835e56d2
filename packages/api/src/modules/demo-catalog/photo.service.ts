import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { illustrationSvg } from './photo-illustrator';
import { PHOTO_KEYS, PHOTO_SIZES, PHOTO_VERSION, parsePhotoKey, type PhotoSize } from './photo-pool';

const PHOTO_NOT_FOUND = 'No encontramos la imagen solicitada.';

/**
 * The catalog's photos are illustrations rendered by the project (no hot-linking, no downloads), rasterised
 * once to WebP under DATA_DIR/media and then served from disk.
 */
@Injectable()
export class PhotoService {
  private readonly dir: string;
  private readonly rendering = new Map<string, Promise<string>>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = path.join(config.DATA_DIR, 'media', 'catalog', PHOTO_VERSION);
  }

  /** Absolute path of the WebP for `file` ("living-03-small.webp"), rendering it on first use. */
  async file(version: string, file: string): Promise<string> {
    const match = /^([a-z]+-\d{2})-(small|large)\.webp$/.exec(file);
    if (version !== PHOTO_VERSION || !match || !parsePhotoKey(match[1]!)) {
      throw new NotFoundException({ statusCode: 404, message: PHOTO_NOT_FOUND });
    }
    return this.ensure(match[1]!, match[2] as PhotoSize);
  }

  /** Renders the whole pool ahead of time (seed command). */
  async renderAll(): Promise<number> {
    for (const key of PHOTO_KEYS)
      for (const size of Object.keys(PHOTO_SIZES) as PhotoSize[]) await this.ensure(key, size);
    return PHOTO_KEYS.length;
  }

  private ensure(key: string, size: PhotoSize): Promise<string> {
    const target = path.join(this.dir, `${key}-${size}.webp`);
    const running = this.rendering.get(target);
    if (running) return running;
    const job = (async () => {
      if (await exists(target)) return target;
      const { category, variant } = parsePhotoKey(key)!;
      const { width, height } = PHOTO_SIZES[size];
      const image = await sharp(Buffer.from(illustrationSvg(category, variant)), {
        density: 72 * (width / 1600),
      })
        .resize(width, height)
        .webp({ quality: size === 'small' ? 78 : 82 })
        .toBuffer();
      await mkdir(this.dir, { recursive: true });
      // Write then rename: a concurrent reader never sees half a file.
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, image);
      await rename(tmp, target);
      return target;
    })().finally(() => this.rendering.delete(target));
    this.rendering.set(target, job);
    return job;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
