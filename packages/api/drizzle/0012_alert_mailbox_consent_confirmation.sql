DROP INDEX "search_alerts_email_idx";--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- The proof of confirmation moves to the consent: copy it from the alerts still there.
UPDATE "consents" c SET "confirmed_at" = a."confirmed_at"
  FROM "search_alerts" a
  WHERE c."subject_type" = 'search-alert' AND c."subject_id" = a."id"::text AND a."confirmed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "mailbox" varchar(254);--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "manage_salt" varchar(64);--> statement-breakpoint
-- mailboxKey() in SQL: lower case, no +tag, Gmail without dots and googlemail.com as gmail.com.
UPDATE "search_alerts" SET "mailbox" = CASE
    WHEN split_part(lower("email"), '@', 2) IN ('gmail.com', 'googlemail.com')
      THEN replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
    WHEN split_part(lower("email"), '@', 1) LIKE '+%' THEN lower("email")
    ELSE split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2)
  END;--> statement-breakpoint
-- One alert per inbox and search: of duplicates keep the active one, else the oldest.
DELETE FROM "search_alerts" d USING "search_alerts" k
  WHERE d."mailbox" = k."mailbox" AND d."query" = k."query" AND d."id" <> k."id"
    AND (k."status" = 'active', d."created_at", d."id") > (d."status" = 'active', k."created_at", k."id");--> statement-breakpoint
-- One salt per inbox. The old keys (HMAC of the address) stay until the next digest or confirmation
-- replaces them with the inbox's new key (SearchAlertDigestService).
UPDATE "search_alerts" a SET "manage_salt" = s."salt"
  FROM (SELECT "mailbox", replace(gen_random_uuid()::text, '-', '') AS "salt" FROM "search_alerts" GROUP BY "mailbox") s
  WHERE a."mailbox" = s."mailbox";--> statement-breakpoint
ALTER TABLE "search_alerts" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_alerts" ALTER COLUMN "manage_salt" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_mailbox_query_uq" ON "search_alerts" USING btree ("mailbox","query");
