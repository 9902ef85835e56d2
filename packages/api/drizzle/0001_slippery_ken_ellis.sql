CREATE TABLE "catalog_advisors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"cedtercero" varchar(20) NOT NULL,
	"cellphone" varchar(20) NOT NULL,
	"email" varchar(120),
	CONSTRAINT "catalog_advisors_cedtercero_unique" UNIQUE("cedtercero")
);
--> statement-breakpoint
CREATE TABLE "catalog_cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_departments" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(80) NOT NULL,
	"icon_key" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "catalog_neighbourhoods" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_photos" (
	"property_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_key" varchar(60) NOT NULL,
	"width" smallint,
	"height" smallint,
	CONSTRAINT "catalog_photos_property_id_position_pk" PRIMARY KEY("property_id","position")
);
--> statement-breakpoint
CREATE TABLE "catalog_properties" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"gestion_id" smallint NOT NULL,
	"type_id" smallint NOT NULL,
	"department_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"neighbourhood_id" integer NOT NULL,
	"advisor_id" integer,
	"price" integer NOT NULL,
	"admin_fee" integer,
	"estrato" smallint,
	"built_area" double precision,
	"lot_area" double precision,
	"bedrooms" smallint DEFAULT 0 NOT NULL,
	"bathrooms" smallint DEFAULT 0 NOT NULL,
	"parking" smallint DEFAULT 0 NOT NULL,
	"age" smallint,
	"description" text NOT NULL,
	"address" varchar(120),
	"latitude" double precision,
	"longitude" double precision,
	"branch" varchar(40),
	"featured" boolean DEFAULT false NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_property_features" (
	"property_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "catalog_property_features_property_id_feature_id_pk" PRIMARY KEY("property_id","feature_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_cities" ADD CONSTRAINT "catalog_cities_department_id_catalog_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."catalog_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_neighbourhoods" ADD CONSTRAINT "catalog_neighbourhoods_city_id_catalog_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."catalog_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_photos" ADD CONSTRAINT "catalog_photos_property_id_catalog_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."catalog_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD CONSTRAINT "catalog_properties_department_id_catalog_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."catalog_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD CONSTRAINT "catalog_properties_city_id_catalog_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."catalog_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD CONSTRAINT "catalog_properties_neighbourhood_id_catalog_neighbourhoods_id_fk" FOREIGN KEY ("neighbourhood_id") REFERENCES "public"."catalog_neighbourhoods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_properties" ADD CONSTRAINT "catalog_properties_advisor_id_catalog_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."catalog_advisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_property_features" ADD CONSTRAINT "catalog_property_features_property_id_catalog_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."catalog_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_property_features" ADD CONSTRAINT "catalog_property_features_feature_id_catalog_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."catalog_features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_cities_department_idx" ON "catalog_cities" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_features_kind_name_uq" ON "catalog_features" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "catalog_neighbourhoods_city_idx" ON "catalog_neighbourhoods" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_properties_code_uq" ON "catalog_properties" USING btree ("code");--> statement-breakpoint
CREATE INDEX "catalog_properties_gestion_listed_idx" ON "catalog_properties" USING btree ("gestion_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalog_properties_gestion_price_idx" ON "catalog_properties" USING btree ("gestion_id","price","id");--> statement-breakpoint
CREATE INDEX "catalog_properties_listed_idx" ON "catalog_properties" USING btree ("listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalog_properties_city_idx" ON "catalog_properties" USING btree ("city_id","gestion_id","price");--> statement-breakpoint
CREATE INDEX "catalog_properties_neighbourhood_idx" ON "catalog_properties" USING btree ("neighbourhood_id","gestion_id","price");--> statement-breakpoint
CREATE INDEX "catalog_properties_type_idx" ON "catalog_properties" USING btree ("type_id","gestion_id","price");--> statement-breakpoint
CREATE INDEX "catalog_properties_featured_idx" ON "catalog_properties" USING btree ("listed_at" DESC NULLS LAST) WHERE "catalog_properties"."featured";