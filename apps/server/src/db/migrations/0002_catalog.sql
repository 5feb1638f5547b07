CREATE TABLE "filter_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"multiple" boolean NOT NULL,
	"position" integer NOT NULL,
	"applies_to_group" text,
	"applies_to_option" text,
	CONSTRAINT "filter_groups_id_format" CHECK ("filter_groups"."id" ~ '^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)?$')
);
--> statement-breakpoint
CREATE TABLE "filter_options" (
	"group_id" text NOT NULL,
	"id" text NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"description_pt" text,
	"description_en" text,
	"position" integer NOT NULL,
	CONSTRAINT "filter_options_group_id_id_pk" PRIMARY KEY("group_id","id"),
	CONSTRAINT "filter_options_id_format" CHECK ("filter_options"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"link" text NOT NULL,
	"image_svg" text,
	"image_path" text,
	"image_alt" text NOT NULL,
	"position" integer NOT NULL,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_image_source" CHECK (("banners"."image_svg" is null) <> ("banners"."image_path" is null)),
	CONSTRAINT "banners_window" CHECK ("banners"."active_from" is null or "banners"."active_until" is null or "banners"."active_from" < "banners"."active_until")
);
--> statement-breakpoint
CREATE TABLE "highlights" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_datasheets" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"content_type" text NOT NULL,
	"svg" text,
	"file_path" text,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_images_position" CHECK ("product_images"."position" >= 1),
	CONSTRAINT "product_images_source" CHECK (("product_images"."svg" is null) <> ("product_images"."file_path" is null))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"family" text NOT NULL,
	"packaging" text NOT NULL,
	"heights" text[] DEFAULT '{}'::text[] NOT NULL,
	"risk_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"segments" text[] DEFAULT '{}'::text[] NOT NULL,
	"materials" text[] DEFAULT '{}'::text[] NOT NULL,
	"certificates" text[] DEFAULT '{}'::text[] NOT NULL,
	"secondary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_lancamento" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"ca_number" text NOT NULL,
	"ca_valid_until" date NOT NULL,
	"en388" text,
	"ansi_cut_level" text,
	"norms" text[] DEFAULT '{}'::text[] NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"care_instructions" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_format" CHECK ("products"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "products_popularity_positive" CHECK ("products"."popularity" >= 0),
	CONSTRAINT "products_ansi_level" CHECK ("products"."ansi_cut_level" is null or "products"."ansi_cut_level" ~ '^A[1-9]$')
);
--> statement-breakpoint
ALTER TABLE "filter_options" ADD CONSTRAINT "filter_options_group_id_filter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "filter_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_datasheets" ADD CONSTRAINT "product_datasheets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_position" ON "banners" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "highlights_position_unique" ON "highlights" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_reference_unique" ON "products" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_updated_at" ON "products" USING btree ("updated_at");