CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headquarters" (
	"id" integer PRIMARY KEY NOT NULL,
	"headquarter" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pqrs_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pqrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"area_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"document_type" varchar(10) NOT NULL,
	"document" varchar(20) NOT NULL,
	"fullname" varchar(120) NOT NULL,
	"cellphone" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"description" text NOT NULL,
	"observations" text,
	"access_token_hash" varchar(64) NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"maintenance_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" varchar(200) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"record" varchar(25) NOT NULL,
	"customer_id" uuid NOT NULL,
	"headquarter_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"finalized" boolean DEFAULT false NOT NULL,
	"document_type" varchar(10) NOT NULL,
	"document" varchar(20) NOT NULL,
	"fullname" varchar(120) NOT NULL,
	"cellphone" varchar(24) NOT NULL,
	"email" varchar(254) NOT NULL,
	"address_maintenance" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"access_token_hash" varchar(64) NOT NULL,
	"register_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_requests_record_unique" UNIQUE("record")
);
--> statement-breakpoint
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pqrs" ADD CONSTRAINT "pqrs_status_id_pqrs_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."pqrs_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_files" ADD CONSTRAINT "maintenance_files_maintenance_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_headquarter_id_headquarters_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."headquarters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_category_id_maintenance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."maintenance_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pqrs_customer_idx" ON "pqrs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "maintenance_files_maintenance_idx" ON "maintenance_files" USING btree ("maintenance_id","position");--> statement-breakpoint
CREATE INDEX "maintenance_requests_customer_idx" ON "maintenance_requests" USING btree ("customer_id");