CREATE TABLE "promote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fullname" varchar(120) NOT NULL,
	"cellphone" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"gestion" smallint NOT NULL,
	"type_property" varchar(40) NOT NULL,
	"value_arriving" bigint NOT NULL,
	"address" varchar(120) NOT NULL,
	"neighborhood" varchar(120) NOT NULL,
	"neighbourhood_id" integer,
	"department_id" integer NOT NULL,
	"department_name" varchar(80) NOT NULL,
	"city_id" integer NOT NULL,
	"city_name" varchar(80) NOT NULL,
	"about_you" text NOT NULL,
	"routed_to" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" varchar(200) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fullname" varchar(120) NOT NULL,
	"cellphone" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"vacant" varchar(120) NOT NULL,
	"about_you" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promote_requests" ADD CONSTRAINT "promote_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_files" ADD CONSTRAINT "job_application_files_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promote_requests_customer_idx" ON "promote_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "promote_requests_city_idx" ON "promote_requests" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "job_application_files_application_idx" ON "job_application_files" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "job_applications_customer_idx" ON "job_applications" USING btree ("customer_id");