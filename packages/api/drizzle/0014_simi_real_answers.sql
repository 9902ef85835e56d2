-- The price-drop trigger names the column, and PostgreSQL will not change the type of a column a trigger uses.
DROP TRIGGER "catalog_properties_price_drop" ON "catalog_properties";--> statement-breakpoint
ALTER TABLE "catalog_properties" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "catalog_properties" ALTER COLUMN "admin_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "catalog_properties" ALTER COLUMN "previous_price" SET DATA TYPE bigint;--> statement-breakpoint
CREATE TRIGGER "catalog_properties_price_drop" BEFORE UPDATE OF "price" ON "catalog_properties"
  FOR EACH ROW EXECUTE FUNCTION "catalog_price_drop"();
--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "lease_owner" varchar(36);--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "cursor_mode" varchar(12);--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "cursor_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "cursor_page_size" smallint;--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "cursor_page" integer;--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "cursor_rows" integer;--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "cursor_total" integer;--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "cursor_pages" integer;--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "cursor_read_ms" integer;--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "cursor_mark" varchar(19);--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "modified_mark" varchar(19);--> statement-breakpoint
ALTER TABLE "simi_sync_state" ADD COLUMN "full_finished_at" timestamp with time zone;