CREATE TABLE "catalog_change_horizon" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pruned_through" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text,
	"origin" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_at" ON "catalog_changes" USING btree ("at");--> statement-breakpoint
INSERT INTO "catalog_change_horizon" ("id", "pruned_through") VALUES (1, 0);--> statement-breakpoint
-- Records one catalogue change in the caller's transaction and returns its number. The advisory lock (one
-- per schema) is held until that transaction ends, so changes commit in the order of their numbers; the
-- notification is delivered at the commit, on a channel per schema.
CREATE FUNCTION record_catalog_change(change_kind text, change_entity text, change_origin text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  change_seq bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('catalog_changes.' || current_schema()));
  INSERT INTO catalog_changes (kind, entity_id, origin) VALUES (change_kind, change_entity, change_origin)
    RETURNING seq INTO change_seq;
  PERFORM pg_notify('catalog_changes.' || current_schema(), change_seq::text);
  RETURN change_seq;
END
$$;
