CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_keys_created" ON "api_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A write made with an API key (issue 37, decision 050) names the key (escudo.api_key_id) instead of a staff
-- member; a key's last use (written about once a minute) is not a change worth an entry.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('escudo.actor_id', true);
  api_key text := current_setting('escudo.api_key_id', true);
  hidden text[] := ARRAY['updated_at', 'version', 'password_hash', 'token_hash', 'missing_fields',
    'completeness_rules', 'missing_count', 'last_used_at'];
  old_row jsonb;
  new_row jsonb;
  changed_before jsonb;
  changed_after jsonb;
BEGIN
  IF (actor IS NULL OR actor = '') AND (api_key IS NULL OR api_key = '') THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD) - hidden;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW) - hidden;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(key, old_row -> key), jsonb_object_agg(key, value)
      INTO changed_before, changed_after
      FROM jsonb_each(new_row)
      WHERE old_row -> key IS DISTINCT FROM value;
    IF changed_after IS NULL THEN
      RETURN NULL;
    END IF;
  ELSE
    changed_before := old_row;
    changed_after := new_row;
  END IF;
  INSERT INTO audit_log (actor_id, api_key_id, actor_name, entity_type, entity_id, table_name, action, before, after)
  VALUES (
    nullif(actor, '')::uuid,
    nullif(api_key, '')::uuid,
    coalesce(current_setting('escudo.actor_name', true), ''),
    TG_ARGV[0],
    coalesce(new_row ->> TG_ARGV[1], old_row ->> TG_ARGV[1]),
    TG_TABLE_NAME,
    lower(TG_OP),
    changed_before,
    changed_after
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION audit_row('api-keys', 'id');
