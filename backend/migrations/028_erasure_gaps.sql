-- A destroyed data key stops decrypting in every process at once, not when their key caches expire
-- (docs/decisions/0068-erasure-gaps-closed.md): every change of a key row (destroyed, renewed after an
-- erasure, deleted by hand) is announced on `data_key_changed` when it commits, whoever made it.
-- Each process's event store listens on one dedicated connection
-- (backend/src/eventstore/encryption/key-listener.ts) and drops that key from its caches.
CREATE OR REPLACE FUNCTION data_key_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_key_changed', json_build_object('ownerId', OLD.owner_id, 'keyId', OLD.key_id)::text);
  RETURN NULL;
END;
$$;

DROP TRIGGER IF EXISTS data_keys_changed ON data_keys;
CREATE TRIGGER data_keys_changed AFTER UPDATE ON data_keys FOR EACH ROW
  WHEN (OLD.wrapped_key IS DISTINCT FROM NEW.wrapped_key OR OLD.key_id IS DISTINCT FROM NEW.key_id)
  EXECUTE FUNCTION data_key_changed();

DROP TRIGGER IF EXISTS data_keys_deleted ON data_keys;
CREATE TRIGGER data_keys_deleted AFTER DELETE ON data_keys FOR EACH ROW EXECUTE FUNCTION data_key_changed();

-- The parts of a mail that are someone's (their name, their words): an erasure rewords them in the
-- mails others were sent (projections/src/privacy/mentions.ts). Rows from before 028 have none.
ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS mentions jsonb NOT NULL DEFAULT '[]';
