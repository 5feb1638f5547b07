CREATE TABLE "product_ca_states" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_ca_states_known" CHECK ("product_ca_states"."state" in ('valido', 'vencendo', 'invalido'))
);
--> statement-breakpoint
ALTER TABLE "product_ca_states" ADD CONSTRAINT "product_ca_states_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_ended" ON "webhook_deliveries" USING btree ("status","last_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event" ON "webhook_deliveries" USING btree ("event_id");