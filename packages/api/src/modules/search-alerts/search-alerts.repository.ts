import { Inject, Injectable } from '@nestjs/common';
import { FORM_IDS, type AlertFrequency } from '@inmo/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { DB, type Database, type DbExecutor } from '#src/infra/db/database';
import { isForeignKeyViolation } from '#src/infra/db/db-errors';
import {
  appSecrets,
  consents,
  customers,
  SEARCH_ALERT_STATUS,
  searchAlertDigests,
  searchAlerts,
  type SearchAlertRow,
} from '#src/infra/db/schema/index';

const a = searchAlerts;

export type ConfirmOutcome =
  | { readonly kind: 'confirmed'; readonly alert: SearchAlertRow }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'too-many' };

/** The consents an alert's sign-ups were recorded with. */
function alertConsents(alertId: string) {
  return and(eq(consents.subjectType, FORM_IDS.searchAlert), eq(consents.subjectId, alertId));
}
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

  /** The salt the inbox's alerts share, if it has any (a new alert joins them under the same link). */
  async inboxSalt(tx: DbExecutor, mailbox: string): Promise<string | undefined> {
    const [row] = await tx.select({ salt: a.manageSalt }).from(a).where(eq(a.mailbox, mailbox)).limit(1);
    return row?.salt;
  }

  /**
   * One alert per inbox and search: a sign-up for a search the inbox already has gives that alert another
   * confirmation link (its consent's) instead of a second alert. A pending alert belongs to its first sign-up until its link
   * expires: another sign-up (anyone may type any address) changes neither the address the links go to nor
   * the frequency; past the expiry the new sign-up takes it over. An active alert stays as it is: confirming
   * again only renews the management link.
   */
  async upsertPending(tx: DbExecutor, values: typeof a.$inferInsert): Promise<SearchAlertRow> {
    const lapsed = sql`${a.status} = ${SEARCH_ALERT_STATUS.pending} and ${a.confirmExpiresAt} < now()`;
    const [row] = await tx
      .insert(a)
      .values(values)
      .onConflictDoUpdate({
        target: [a.mailbox, a.query],
        set: {
          confirmTokenHash: sql`excluded.confirm_token_hash`,
          confirmExpiresAt: sql`excluded.confirm_expires_at`,
          frequency: sql`case when ${lapsed} then excluded.frequency else ${a.frequency} end`,
          email: sql`case when ${lapsed} then excluded.email else ${a.email} end`,
          label: sql`case when ${lapsed} then excluded.label else ${a.label} end`,
        },
      })
      .returning();
    if (!row) throw new Error('search_alerts upsert returned no row');
    return row;
  }

  /**
   * Uses a confirmation link, once: pending → active (unless the inbox already has `limit` active alerts),
   * the link spent, the consent given with THAT link marked confirmed (another sign-up of the same inbox and
   * search has its own link and consent, which this click does not confirm), and the inbox's management key
   * rotated to `rotated`. A link lapses when its consent was accepted before `issuedAfter`. The lock on the
   * inbox's rows keeps two confirmations from passing the limit.
   */
  async confirm(
    hash: string,
    now: Date,
    issuedAfter: Date,
    limit: number,
    rotate: (row: SearchAlertRow) => Promise<{ salt: string; key: string }>,
  ): Promise<ConfirmOutcome> {
    return this.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const [consent] = await tx
        .select({ id: consents.id, alertId: consents.subjectId, acceptedAt: consents.acceptedAt })
        .from(consents)
        .where(and(eq(consents.confirmTokenHash, hash), eq(consents.subjectType, FORM_IDS.searchAlert)))
        .for('update');
      let found: SearchAlertRow | undefined;
      if (consent) {
        if (consent.acceptedAt < issuedAfter || !consent.alertId) return { kind: 'not-found' };
        [found] = await tx.select().from(a).where(eq(a.id, consent.alertId)).for('update');
      } else {
        // A link mailed before consents carried their link (migration 0015): the alert's latest link.
        [found] = await tx.select().from(a).where(eq(a.confirmTokenHash, hash)).for('update');
        if (found && (!found.confirmExpiresAt || found.confirmExpiresAt < now)) return { kind: 'not-found' };
      }
      if (!found) return { kind: 'not-found' };
      // A pending alert past its own expiry is the sweep's: none of its links works any more.
      if (found.status === SEARCH_ALERT_STATUS.pending && (found.confirmExpiresAt ?? now) < now)
        return { kind: 'not-found' };
      const inbox = await tx
        .select({ id: a.id, status: a.status })
        .from(a)
        .where(eq(a.mailbox, found.mailbox))
        .for('update');
      const active = inbox.filter((row) => row.status === SEARCH_ALERT_STATUS.active).length;
      if (found.status === SEARCH_ALERT_STATUS.pending && active >= limit) return { kind: 'too-many' };
      const { salt, key } = await rotate(found);
      await tx.update(a).set({ manageSalt: salt, manageKey: key }).where(eq(a.mailbox, found.mailbox));
      const [alert] = await tx
        .update(a)
        .set({
          status: SEARCH_ALERT_STATUS.active,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          confirmedAt: found.confirmedAt ?? now,
          digestCutoff: found.digestCutoff ?? now,
        })
        .where(eq(a.id, found.id))
        .returning();
      if (!alert) return { kind: 'not-found' };
      await tx
        .update(consents)
        .set({ confirmedAt: now, confirmTokenHash: null })
        .where(
          and(
            consent
              ? eq(consents.id, consent.id)
              : and(alertConsents(found.id), isNull(consents.confirmTokenHash)),
            isNull(consents.confirmedAt),
            isNull(consents.revokedAt),
          ),
        );
      return { kind: 'confirmed', alert };
    });
  }

  listByManageKey(manageKey: string): Promise<SearchAlertRow[]> {
    return this.db
      .select()
      .from(a)
      .where(and(eq(a.manageKey, manageKey), inArray(a.status, LIVE)))
      .orderBy(asc(a.createdAt), asc(a.id));
  }

  findById(id: string): Promise<SearchAlertRow | undefined> {
    return this.db
      .select()
      .from(a)
      .where(eq(a.id, id))
      .then(([row]) => row);
  }

  /** Gives the inbox's alerts (all under `salt`) the key a link of that salt is looked up by. */
  async setManageKey(mailbox: string, salt: string, key: string): Promise<void> {
    await this.db
      .update(a)
      .set({ manageKey: key })
      .where(and(eq(a.mailbox, mailbox), eq(a.manageSalt, salt)));
  }

  /**
   * Deletes the alert and records, on the consents it was created with, that the holder withdrew them.
   * `manageKey` null: the caller already checked the alert's one-click token. False when no alert of that
   * id (and key) exists.
   */
  async deleteWithRevocation(id: string, manageKey: string | null, via: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(a)
        .where(and(eq(a.id, id), manageKey === null ? undefined : eq(a.manageKey, manageKey)))
        .returning({ id: a.id });
      if (deleted.length === 0) return false;
      await tx
        .update(consents)
        .set({ revokedAt: now, revokedVia: via })
        .where(and(alertConsents(id), isNull(consents.revokedAt)));
      return true;
    });
  }

  /**
   * Confirmation links that expired unused (a consent's link `issuedAfter`, an alert's at its
   * confirm_expires_at). A pending alert is deleted with its consents (never confirmed,
   * they were never an authorisation) and then its customer, unless something else refers to that person
   * (another request, consent or alert: the foreign keys decide). An active alert only loses the unused
   * link and the consent of that second sign-up. Returns how many pending alerts were deleted.
   */
  async expireUnconfirmed(now: Date, issuedAfter: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      // A sign-up's consent whose own link lapsed unused, whatever became of its alert (another link of
      // the same alert may have confirmed it).
      await tx
        .delete(consents)
        .where(
          and(
            eq(consents.subjectType, FORM_IDS.searchAlert),
            isNotNull(consents.confirmTokenHash),
            lt(consents.acceptedAt, issuedAfter),
            isNull(consents.confirmedAt),
            isNull(consents.revokedAt),
          ),
        );
      const lapsed = await tx
        .select({ id: a.id, status: a.status, customerId: a.customerId })
        .from(a)
        .where(lt(a.confirmExpiresAt, now))
        .for('update', { skipLocked: true });
      if (lapsed.length === 0) return 0;
      await tx.delete(consents).where(
        and(
          eq(consents.subjectType, FORM_IDS.searchAlert),
          inArray(
            consents.subjectId,
            lapsed.map((row) => row.id),
          ),
          isNull(consents.confirmedAt),
          isNull(consents.revokedAt),
        ),
      );
      const pending = lapsed.filter((row) => row.status === SEARCH_ALERT_STATUS.pending);
      const active = lapsed.filter((row) => row.status !== SEARCH_ALERT_STATUS.pending);
      if (active.length > 0)
        await tx
          .update(a)
          .set({ confirmTokenHash: null, confirmExpiresAt: null })
          .where(
            inArray(
              a.id,
              active.map((row) => row.id),
            ),
          );
      if (pending.length === 0) return 0;
      await tx.delete(a).where(
        inArray(
          a.id,
          pending.map((row) => row.id),
        ),
      );
      for (const customerId of new Set(pending.map((row) => row.customerId))) {
        // A savepoint: a customer someone else still refers to stays (restrict), the rest of the sweep goes on.
        await tx
          .transaction((sp) => sp.delete(customers).where(eq(customers.id, customerId)))
          .catch((error: unknown) => {
            if (!isForeignKeyViolation(error)) throw error;
          });
      }
      return pending.length;
    });
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
