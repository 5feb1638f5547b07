CREATE TABLE "search_blocked_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_blocked_terms_language_known" CHECK ("search_blocked_terms"."language" in ('pt-BR', 'en'))
);
--> statement-breakpoint
CREATE TABLE "search_daily" (
	"day" date NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"no_results" integer DEFAULT 0 NOT NULL,
	"filtered" integer DEFAULT 0 NOT NULL,
	"later_pages" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"click_positions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_daily_day_language_query_pk" PRIMARY KEY("day","language","query"),
	CONSTRAINT "search_daily_language_known" CHECK ("search_daily"."language" in ('pt-BR', 'en'))
);
--> statement-breakpoint
CREATE TABLE "search_filter_daily" (
	"day" date NOT NULL,
	"language" text NOT NULL,
	"filter" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_filter_daily_day_language_filter_pk" PRIMARY KEY("day","language","filter")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_blocked_terms_term" ON "search_blocked_terms" USING btree ("language","term");--> statement-breakpoint
CREATE INDEX "search_daily_language_day" ON "search_daily" USING btree ("language","day");--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON search_blocked_terms FOR EACH ROW EXECUTE FUNCTION audit_row('search-blocked-terms', 'id');