CREATE TABLE "app_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_alert_digests" (
	"alert_id" uuid NOT NULL,
	"period" varchar(12) NOT NULL,
	"listings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_alert_digests_alert_id_period_pk" PRIMARY KEY("alert_id","period")
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" varchar(254) NOT NULL,
	"manage_key" varchar(64) NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"query" text NOT NULL,
	"label" text NOT NULL,
	"status" varchar(10) NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"digest_cutoff" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "previous_price" integer;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "revoked_via" varchar(20);--> statement-breakpoint
ALTER TABLE "search_alert_digests" ADD CONSTRAINT "search_alert_digests_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_alerts_manage_idx" ON "search_alerts" USING btree ("manage_key");--> statement-breakpoint
CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_confirm_token_uq" ON "search_alerts" USING btree ("confirm_token_hash") WHERE "search_alerts"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "search_alerts_due_idx" ON "search_alerts" USING btree ("status","frequency","id");--> statement-breakpoint
CREATE INDEX "catalog_properties_created_idx" ON "catalog_properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catalog_properties_price_dropped_idx" ON "catalog_properties" USING btree ("price_dropped_at") WHERE "catalog_properties"."price_dropped_at" is not null;--> statement-breakpoint
-- Alerts mail price drops: record each one, whichever code (seed, SIMI sync, an operator) lowers a price.
CREATE FUNCTION "catalog_price_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."price" < OLD."price" THEN
    NEW."previous_price" := OLD."price";
    NEW."price_dropped_at" := now();
  ELSIF NEW."price" >= OLD."previous_price" THEN
    NEW."previous_price" := NULL;
    NEW."price_dropped_at" := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_properties_price_drop" BEFORE UPDATE OF "price" ON "catalog_properties"
  FOR EACH ROW EXECUTE FUNCTION "catalog_price_drop"();
