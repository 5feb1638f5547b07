CREATE TABLE "ca_registry_entries" (
	"import_id" uuid NOT NULL,
	"ca_number" text NOT NULL,
	"valid_until" date,
	"situation" text NOT NULL,
	"process_number" text NOT NULL,
	"holder_cnpj" text NOT NULL,
	"holder_name" text NOT NULL,
	"nature" text NOT NULL,
	"equipment_name" text NOT NULL,
	"equipment_description" text NOT NULL,
	"brand" text NOT NULL,
	"reference" text NOT NULL,
	"color" text NOT NULL,
	"approved_for" text[] NOT NULL,
	"norms" text[] NOT NULL,
	"reports" jsonb NOT NULL,
	CONSTRAINT "ca_registry_entries_import_id_ca_number_pk" PRIMARY KEY("import_id","ca_number")
);
--> statement-breakpoint
CREATE TABLE "ca_registry_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"created_by" uuid,
	"lines" integer DEFAULT 0 NOT NULL,
	"cas" integer DEFAULT 0 NOT NULL,
	"rejected_lines" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"failure" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ca_registry_imports_status_known" CHECK ("ca_registry_imports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ca_registry_lines" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"ca_number" text NOT NULL,
	"valid_until" date,
	"situation" text NOT NULL,
	"process_number" text NOT NULL,
	"holder_cnpj" text NOT NULL,
	"holder_name" text NOT NULL,
	"nature" text NOT NULL,
	"equipment_name" text NOT NULL,
	"equipment_description" text NOT NULL,
	"brand" text NOT NULL,
	"reference" text NOT NULL,
	"color" text NOT NULL,
	"approved_for" text NOT NULL,
	"restriction" text NOT NULL,
	"observation" text NOT NULL,
	"laboratory_cnpj" text NOT NULL,
	"laboratory_name" text NOT NULL,
	"report_number" text NOT NULL,
	"norm" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ca_registry_previous_states" (
	"ca_number" text NOT NULL,
	"replaced_by" uuid NOT NULL,
	"valid_until" date,
	"situation" text NOT NULL,
	"holder_cnpj" text NOT NULL,
	"holder_name" text NOT NULL,
	"equipment_name" text NOT NULL,
	"still_listed" boolean NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ca_registry_previous_states_ca_number_replaced_by_pk" PRIMARY KEY("ca_number","replaced_by")
);
--> statement-breakpoint
ALTER TABLE "ca_registry_entries" ADD CONSTRAINT "ca_registry_entries_import_id_ca_registry_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "ca_registry_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_registry_imports" ADD CONSTRAINT "ca_registry_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ca_registry_previous_states" ADD CONSTRAINT "ca_registry_previous_states_replaced_by_ca_registry_imports_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "ca_registry_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ca_registry_imports_done" ON "ca_registry_imports" USING btree ("status","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ca_registry_imports_one_active" ON "ca_registry_imports" USING btree ((true)) WHERE "ca_registry_imports"."status" in ('queued', 'running');