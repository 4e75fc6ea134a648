CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text,
	"size" bigint,
	"tables" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	"verified_at" timestamp with time zone,
	"verify_ok" boolean,
	"verify_problems" jsonb,
	"requested_by_id" uuid,
	"requested_by_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "backups_kind_check" CHECK ("backups"."kind" in ('scheduled', 'manual')),
	CONSTRAINT "backups_status_check" CHECK ("backups"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_requested_by_id_admin_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" USING btree ("started_at");