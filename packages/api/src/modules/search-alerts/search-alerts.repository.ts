import { Inject, Injectable } from '@nestjs/common';
import { FORM_IDS, type AlertFrequency } from '@inmo/contracts';
import { and, asc, count, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { DB, type Database, type DbExecutor } from '../../infra/db/database';
import {
  appSecrets,
  consents,
  SEARCH_ALERT_STATUS,
  searchAlertDigests,
  searchAlerts,
  type SearchAlertRow,
} from '../../infra/db/schema';

const a = searchAlerts;
const LIVE = [SEARCH_ALERT_STATUS.pending, SEARCH_ALERT_STATUS.active];

@Injectable()
export class SearchAlertsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The named secret, created (random) by whichever process asks first. */
  async secret(name: string, generate: () => string): Promise<string> {
    await this.db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
    const [row] = await this.db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, name));
    if (!row) throw new Error(`Secret ${name} was not stored`);
    return row.value;
  }

  async liveCount(tx: DbExecutor, email: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(a)
      .where(and(eq(a.email, email), inArray(a.status, LIVE)));
    return row?.n ?? 0;
  }

  async insert(tx: DbExecutor, values: typeof a.$inferInsert): Promise<SearchAlertRow> {
    const [row] = await tx.insert(a).values(values).returning();
    if (!row) throw new Error('search_alerts insert returned no row');
    return row;
  }

  findByConfirmHash(hash: string): Promise<SearchAlertRow | undefined> {
    return this.db
      .select()
      .from(a)
      .where(eq(a.confirmTokenHash, hash))
      .then(([row]) => row);
  }

  /** Pending → active; the digest starts from now. Returns the row as it is after (also when already active). */
  async activate(id: string, now: Date): Promise<SearchAlertRow | undefined> {
    await this.db
      .update(a)
      .set({ status: SEARCH_ALERT_STATUS.active, confirmedAt: now, digestCutoff: now })
      .where(and(eq(a.id, id), eq(a.status, SEARCH_ALERT_STATUS.pending)));
    const [row] = await this.db.select().from(a).where(eq(a.id, id));
    return row;
  }

  listByManageKey(manageKey: string): Promise<SearchAlertRow[]> {
    return this.db
      .select()
      .from(a)
      .where(and(eq(a.manageKey, manageKey), inArray(a.status, LIVE)))
      .orderBy(asc(a.createdAt), asc(a.id));
  }

  /**
   * Deletes the alert and records, on the consent it was created with, that the holder withdrew it.
   * False when no alert of that id belongs to the key.
   */
  async deleteWithRevocation(id: string, manageKey: string, via: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(a)
        .where(and(eq(a.id, id), eq(a.manageKey, manageKey)))
        .returning({ id: a.id });
      if (deleted.length === 0) return false;
      await tx
        .update(consents)
        .set({ revokedAt: now, revokedVia: via })
        .where(
          and(
            eq(consents.subjectType, FORM_IDS.searchAlert),
            eq(consents.subjectId, id),
            isNull(consents.revokedAt),
          ),
        );
      return true;
    });
  }

  /** Pending alerts whose link expired: deleted (nothing was ever sent to them). */
  async deleteExpired(now: Date): Promise<number> {
    const rows = await this.db
      .delete(a)
      .where(and(eq(a.status, SEARCH_ALERT_STATUS.pending), lt(a.confirmExpiresAt, now)))
      .returning({ id: a.id });
    return rows.length;
  }

  /** Digest rows only matter while their period is current: older ones go. */
  async deleteDigestsBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(searchAlertDigests)
      .where(lt(searchAlertDigests.createdAt, before))
      .returning({ alertId: searchAlertDigests.alertId });
    return rows.length;
  }

  /** Active alerts confirmed before the period began that have no digest for it yet, by id after `afterId`. */
  dueAlerts(
    frequency: AlertFrequency,
    period: { key: string; startsAt: Date },
    afterId: string | null,
    limit: number,
  ): Promise<SearchAlertRow[]> {
    return this.db
      .select()
      .from(a)
      .where(
        and(
          eq(a.status, SEARCH_ALERT_STATUS.active),
          eq(a.frequency, frequency),
          lt(a.confirmedAt, period.startsAt),
          afterId ? gt(a.id, afterId) : undefined,
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(searchAlertDigests)
              .where(and(eq(searchAlertDigests.alertId, a.id), eq(searchAlertDigests.period, period.key))),
          ),
        ),
      )
      .orderBy(asc(a.id))
      .limit(limit);
  }

  /**
   * Claims the alert's digest of a period and moves its cutoff, in the caller's transaction. False when
   * another worker claimed it first or the alert is gone: then nothing is sent.
   */
  async claimDigest(
    tx: DbExecutor,
    alertId: string,
    period: string,
    listings: number,
    cutoff: Date,
  ): Promise<boolean> {
    const claimed = await tx.execute<{ alert_id: string }>(sql`
      insert into ${searchAlertDigests} (alert_id, period, listings)
      select ${a.id}, ${period}, ${listings} from ${a}
      where ${a.id} = ${alertId} and ${a.status} = ${SEARCH_ALERT_STATUS.active}
      on conflict do nothing
      returning alert_id`);
    if (claimed.rows.length === 0) return false;
    await tx.update(a).set({ digestCutoff: cutoff }).where(eq(a.id, alertId));
    return true;
  }
}
