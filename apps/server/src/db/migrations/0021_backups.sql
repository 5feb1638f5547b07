CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backups_status_known" CHECK ("backups"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_one_per_slot" ON "backups" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "backups_finished" ON "backups" USING btree ("status","finished_at");