DROP INDEX "catalog_properties_gestion_listed_idx";--> statement-breakpoint
DROP INDEX "catalog_properties_listed_idx";--> statement-breakpoint
CREATE INDEX "catalog_properties_gestion_listed_idx" ON "catalog_properties" USING btree ("gestion_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price");--> statement-breakpoint
CREATE INDEX "catalog_properties_listed_idx" ON "catalog_properties" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);