-- Crypto-shredding (docs/decisions/0059-crypto-shredding.md): one data key per person, wrapped
-- (AES-256-GCM) by the master key from DATA_KEY_SECRET. Personal fields in event payloads are sealed
-- with their owner's key; destroying the key (wrapped_key set to NULL, the row kept so later events
-- about the person are written with placeholders) makes them unreadable without touching a stored
-- event, so the hash chains (0019) still verify.
CREATE TABLE IF NOT EXISTS data_keys (
  key_id uuid PRIMARY KEY,
  owner_id text NOT NULL UNIQUE,
  wrapped_key bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  destroyed_at timestamptz,
  CONSTRAINT data_keys_destroyed_has_no_key CHECK ((wrapped_key IS NULL) = (destroyed_at IS NOT NULL))
);

-- The one documented exception to "stored events are never rewritten"
-- (docs/decisions/0060-re-encrypting-stored-events.md): events stored in plain text before 023 get
-- their personal fields sealed once, by backend/src/eventstore/encryption/encrypt-stored.ts, run by
-- migrate() after the SQL migrations. Each run is recorded here (and by an event in the
-- `dataProtection-storedPayloads` stream, which the audit shows, when it rewrote anything); a
-- recorded run is never repeated.
CREATE TABLE IF NOT EXISTS stored_payload_rewrites (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now(),
  events_rewritten integer NOT NULL,
  fields_sealed integer NOT NULL,
  streams_rechained integer NOT NULL,
  -- The StoredPayloadsEncrypted event; null when there was nothing to rewrite.
  event_id uuid
);

-- Recomputes a stream's hash chain from p_from on (after the rewrite above), each event's hash
-- from the one before it, with 008's formula.
CREATE OR REPLACE FUNCTION rechain_stream(p_stream_id text, p_from bigint) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_previous bytea;
  n integer := 0;
BEGIN
  SELECT e.hash INTO v_previous FROM events e WHERE e.stream_id = p_stream_id AND e.stream_version = p_from - 1;
  FOR r IN SELECT stream_version, type, data, metadata FROM events WHERE stream_id = p_stream_id AND stream_version >= p_from
            ORDER BY stream_version LOOP
    v_previous := event_chain_hash(v_previous, r.type, r.data, r.metadata, r.stream_version);
    UPDATE events SET hash = v_previous WHERE stream_id = p_stream_id AND stream_version = r.stream_version;
    n := n + 1;
  END LOOP;
  RETURN n;
END;
$$;
