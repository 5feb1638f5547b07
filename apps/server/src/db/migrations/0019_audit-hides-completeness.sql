-- The audit log leaves out what the app works out from the rest (decision 042): a product's stored completeness
-- (missing_fields, completeness_rules, missing_count) follows each write, and is no one's change of its own.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('escudo.actor_id', true);
  hidden text[] := ARRAY['updated_at', 'version', 'password_hash', 'token_hash', 'missing_fields',
    'completeness_rules', 'missing_count'];
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
