CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"table_name" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
-- The audit log's writer (decision 031): one entry per row an audited table writes, in the write's transaction,
-- when the transaction names its actor (the app sets escudo.actor_id / escudo.actor_name for staff requests).
-- Arguments: the entity type the entry belongs to, and the column holding that entity's id.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('escudo.actor_id', true);
  hidden text[] := ARRAY['updated_at', 'version', 'password_hash', 'token_hash'];
  old_row jsonb;
  new_row jsonb;
  changed_before jsonb;
  changed_after jsonb;
BEGIN
  IF actor IS NULL OR actor = '' THEN
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
  INSERT INTO audit_log (actor_id, actor_name, entity_type, entity_id, table_name, action, before, after)
  VALUES (
    actor::uuid,
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
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION audit_row('products', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON product_images FOR EACH ROW EXECUTE FUNCTION audit_row('products', 'product_id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON product_datasheets FOR EACH ROW EXECUTE FUNCTION audit_row('products', 'product_id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON filter_groups FOR EACH ROW EXECUTE FUNCTION audit_row('filter-groups', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON filter_options FOR EACH ROW EXECUTE FUNCTION audit_row('filter-options', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON banners FOR EACH ROW EXECUTE FUNCTION audit_row('banners', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON highlights FOR EACH ROW EXECUTE FUNCTION audit_row('highlights', 'product_id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT ON import_jobs FOR EACH ROW EXECUTE FUNCTION audit_row('imports', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON estimates FOR EACH ROW EXECUTE FUNCTION audit_row('estimates', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON estimate_lines FOR EACH ROW EXECUTE FUNCTION audit_row('estimates', 'estimate_id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON estimate_messages FOR EACH ROW EXECUTE FUNCTION audit_row('estimates', 'estimate_id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON comments FOR EACH ROW EXECUTE FUNCTION audit_row('comments', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON comment_reviews FOR EACH ROW EXECUTE FUNCTION audit_row('comments', 'comment_id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON contact_messages FOR EACH ROW EXECUTE FUNCTION audit_row('contact-messages', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON contact_replies FOR EACH ROW EXECUTE FUNCTION audit_row('contact-messages', 'contact_message_id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION audit_row('users', 'id');
--> statement-breakpoint
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON staff_invitations FOR EACH ROW EXECUTE FUNCTION audit_row('staff-invitations', 'id');
