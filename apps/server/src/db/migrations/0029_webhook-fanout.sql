-- Issue 37, decision 049 part 3: the write records one event row; the worker writes its deliveries (and its
-- payload, when the document is rendered after the commit). The events already there have their deliveries.
ALTER TABLE "webhook_events" ALTER COLUMN "payload" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "fanned_out" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_events" ALTER COLUMN "fanned_out" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "webhook_events_unfanned" ON "webhook_events" USING btree ("resource_key","seq") WHERE "webhook_events"."fanned_out" = false;
