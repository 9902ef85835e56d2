CREATE TABLE "customer_contact_points" (
	"customer_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" varchar(254) NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_contact_points_kind_ck" CHECK ("customer_contact_points"."kind" in ('email', 'cellphone'))
);
--> statement-breakpoint
ALTER TABLE "customer_contact_points" ADD CONSTRAINT "customer_contact_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contact_points_uq" ON "customer_contact_points" USING btree ("customer_id","kind","value");