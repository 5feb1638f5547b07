ALTER TABLE "products" ADD COLUMN "missing_fields" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "completeness_rules" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "missing_count" integer GENERATED ALWAYS AS (cardinality(missing_fields)) STORED;--> statement-breakpoint
CREATE INDEX "products_missing_count" ON "products" USING btree ("missing_count");