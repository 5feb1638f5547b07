ALTER TABLE "ca_registry_imports" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "ca_registry_imports" ADD COLUMN "file_sha256" text;--> statement-breakpoint
ALTER TABLE "ca_registry_imports" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "ca_registry_imports" ADD COLUMN "failure_params" jsonb;--> statement-breakpoint
ALTER TABLE "ca_registry_imports" ADD CONSTRAINT "ca_registry_imports_source_known" CHECK ("ca_registry_imports"."source" in ('upload', 'url'));--> statement-breakpoint
-- The daily fetch wrote its source and SHA-256 into the file name before these columns (' · CAEPI_URL · sha256:…').
UPDATE "ca_registry_imports"
SET "source" = 'url',
    "file_sha256" = substring("file_name" from ' · CAEPI_URL · sha256:([0-9a-f]{64})$'),
    "file_name" = substring("file_name" from '^(.*) · CAEPI_URL · sha256:[0-9a-f]{64}$')
WHERE "file_name" ~ ' · CAEPI_URL · sha256:[0-9a-f]{64}$';
