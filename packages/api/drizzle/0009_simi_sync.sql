CREATE SEQUENCE "public"."catalog_advisors_sync_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "simi_sync_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"listings" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"last_error_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
DROP INDEX "catalog_properties_code_uq";--> statement-breakpoint
ALTER TABLE "catalog_photos" ALTER COLUMN "file_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_advisors" ADD COLUMN "photo_id" varchar(32);--> statement-breakpoint
ALTER TABLE "catalog_advisors" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "catalog_photos" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "branch_id" smallint;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "detail_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_properties_code_gestion_uq" ON "catalog_properties" USING btree ("code","gestion_id");--> statement-breakpoint
ALTER TABLE "catalog_advisors" ADD CONSTRAINT "catalog_advisors_photo_id_unique" UNIQUE("photo_id");