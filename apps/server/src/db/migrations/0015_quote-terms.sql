ALTER TABLE "estimates" ADD COLUMN "freight_terms" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "freight_cents" integer;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "ipi_included" boolean;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "icms_included" boolean;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "payment_terms_text" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "minimum_order_cents" integer;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_freight_terms" CHECK ("estimates"."freight_terms" in ('CIF', 'FOB'));--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_payment_terms" CHECK ("estimates"."payment_terms" in ('antecipado', 'a_vista', '28_dias', '28_56_dias', '30_60_90_dias', 'outro'));--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_freight_cents" CHECK ("estimates"."freight_cents" >= 0);--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_minimum_order_cents" CHECK ("estimates"."minimum_order_cents" >= 0);