CREATE TABLE "product_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cnpj" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributors_cnpj_format" CHECK ("distributors"."cnpj" ~ '^[0-9]{14}$'),
	CONSTRAINT "distributors_state_format" CHECK ("distributors"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "bulk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"locale" text NOT NULL,
	"action" text NOT NULL,
	"group_id" text,
	"option_id" text,
	"product_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"refusals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_actions_status_known" CHECK ("bulk_actions"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "bulk_actions_option_named" CHECK ("bulk_actions"."action" not in ('add-option', 'remove-option') or ("bulk_actions"."group_id" is not null and "bulk_actions"."option_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "brand_cnpjs" (
	"cnpj" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_cnpjs_format" CHECK ("brand_cnpjs"."cnpj" ~ '^[0-9]{14}$')
);
--> statement-breakpoint
CREATE TABLE "size_guides" (
	"id" text PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle_en" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "link_en" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_alt_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care_instructions_en" text;--> statement-breakpoint
ALTER TABLE "product_slug_history" ADD CONSTRAINT "product_slug_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_actions" ADD CONSTRAINT "bulk_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_cnpj_unique" ON "distributors" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "distributors_place" ON "distributors" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "bulk_actions_status" ON "bulk_actions" USING btree ("status");--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON distributors FOR EACH ROW EXECUTE FUNCTION audit_row('distributors', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT ON bulk_actions FOR EACH ROW EXECUTE FUNCTION audit_row('bulk-actions', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON brand_cnpjs FOR EACH ROW EXECUTE FUNCTION audit_row('brand-cnpjs', 'cnpj');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON size_guides FOR EACH ROW EXECUTE FUNCTION audit_row('size-guides', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON product_slug_history FOR EACH ROW EXECUTE FUNCTION audit_row('products', 'product_id');
