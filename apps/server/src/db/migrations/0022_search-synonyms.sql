CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"terms" text[] NOT NULL,
	"one_way" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_language_known" CHECK ("search_synonyms"."language" in ('pt-BR', 'en')),
	CONSTRAINT "search_synonyms_terms_count" CHECK (cardinality("search_synonyms"."terms") between 2 and 50)
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_language" ON "search_synonyms" USING btree ("language","created_at");--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON search_synonyms FOR EACH ROW EXECUTE FUNCTION audit_row('search-synonyms', 'id');
