ALTER TABLE "catalog_properties" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "catalog_properties" ALTER COLUMN "admin_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "catalog_properties" ALTER COLUMN "previous_price" SET DATA TYPE bigint;