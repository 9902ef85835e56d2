import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { DB, type Database } from '#src/infra/db/database';
import { appSecrets } from '#src/infra/db/schema/index';
import { publishedPoint, type PublishedPoint } from './public-location';

/** Name of the offsets' HMAC key in app_secrets: generated once, the same for every gateway and worker. */
const SECRET_NAME = 'location-offsets';

/** A listing's published point; null without coordinates. */
export type PublishPoint = (
  code: string,
  latitude: number | null,
  longitude: number | null,
  /** The catalog's exact_location (sources without one: false). */
  exact: boolean,
) => PublishedPoint | null;

/**
 * Where the site says each listing is (issue 35): its approximate point, or its own place when the catalog
 * or EXACT_LOCATION_CODES says so. The search index, the detail and the digests all ask here.
 */
@Injectable()
export class PublishedLocations {
  private key: Promise<string> | undefined;
  private readonly exactCodes: ReadonlySet<string>;

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'EXACT_LOCATION_CODES'>,
  ) {
    this.exactCodes = new Set(config.EXACT_LOCATION_CODES);
  }

  async publisher(): Promise<PublishPoint> {
    this.key ??= this.readKey();
    const key = await this.key.catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return (code, latitude, longitude, exact) =>
      latitude === null || longitude === null
        ? null
        : publishedPoint(key, latitude, longitude, exact || this.exactCodes.has(code));
  }

  /** Created (random) by whichever process asks first; kept across restarts so points never move. */
  private async readKey(): Promise<string> {
    await this.db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, SECRET_NAME));
    if (!row) throw new Error(`Secret ${SECRET_NAME} was not stored`);
    return row.value;
  }
}
