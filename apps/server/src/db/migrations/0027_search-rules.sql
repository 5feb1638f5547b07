CREATE TABLE "search_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"query_key" text NOT NULL,
	"match" text DEFAULT 'exact' NOT NULL,
	"pins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"redirect" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_rules_language_known" CHECK ("search_rules"."language" in ('pt-BR', 'en')),
	CONSTRAINT "search_rules_match_known" CHECK ("search_rules"."match" in ('exact', 'contains')),
	CONSTRAINT "search_rules_query_key" CHECK ("search_rules"."query_key" <> ''),
	CONSTRAINT "search_rules_dates" CHECK ("search_rules"."starts_at" is null or "search_rules"."ends_at" is null or "search_rules"."starts_at" < "search_rules"."ends_at")
);
--> statement-breakpoint
CREATE INDEX "search_rules_query" ON "search_rules" USING btree ("language","query_key");--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON search_rules FOR EACH ROW EXECUTE FUNCTION audit_row('search-rules', 'id');
