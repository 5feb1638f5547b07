DROP INDEX "products_updated_at";--> statement-breakpoint
CREATE INDEX "products_updated_at_id" ON "products" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_name_id" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category");