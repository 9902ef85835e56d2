CREATE TABLE "pdf_documents" (
	"kind" varchar(40) NOT NULL,
	"subject_id" varchar(64) NOT NULL,
	"template" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"outbox_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rendered_at" timestamp with time zone,
	CONSTRAINT "pdf_documents_kind_subject_id_pk" PRIMARY KEY("kind","subject_id"),
	CONSTRAINT "pdf_documents_status_ck" CHECK ("pdf_documents"."status" in ('pending', 'done', 'failed'))
);
