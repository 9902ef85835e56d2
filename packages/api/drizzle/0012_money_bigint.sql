-- The price-drop trigger names the column, and PostgreSQL will not change the type of a column a trigger uses.
DROP TRIGGER "catalog_properties_price_drop" ON "catalog_properties";--> statement-breakpoint
ALTER TABLE "catalog_properties" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "catalog_properties" ALTER COLUMN "admin_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "catalog_properties" ALTER COLUMN "previous_price" SET DATA TYPE bigint;--> statement-breakpoint
CREATE TRIGGER "catalog_properties_price_drop" BEFORE UPDATE OF "price" ON "catalog_properties"
  FOR EACH ROW EXECUTE FUNCTION "catalog_price_drop"();
