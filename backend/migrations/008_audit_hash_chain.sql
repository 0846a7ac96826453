-- Tamper evidence (docs/decisions/0019-hash-chain.md): every event stores a SHA-256 hash that covers the
-- previous event's hash in its stream, its type, data, metadata and stream version. Editing any
-- stored event breaks the chain at that event (and, if its hash is recomputed, at the next one).
ALTER TABLE events ADD COLUMN IF NOT EXISTS hash bytea;

-- jsonb's text form is canonical (keys ordered, whitespace fixed), so the hash of a stored row can
-- be recomputed from the row alone.
CREATE OR REPLACE FUNCTION event_chain_hash(p_previous bytea, p_type text, p_data jsonb, p_metadata jsonb, p_version bigint)
RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(convert_to(
    coalesce(encode(p_previous, 'hex'), '') || E'\n' || p_type || E'\n' || p_data::text || E'\n' || p_metadata::text || E'\n' || p_version::text,
    'UTF8'))
$$;

-- Existing events get their hashes, stream by stream in version order.
DO $$
DECLARE
  r record;
  v_stream text := NULL;
  v_previous bytea;
BEGIN
  FOR r IN SELECT stream_id, stream_version, type, data, metadata FROM events ORDER BY stream_id, stream_version LOOP
    IF v_stream IS DISTINCT FROM r.stream_id THEN
      v_stream := r.stream_id;
      v_previous := NULL;
    END IF;
    v_previous := event_chain_hash(v_previous, r.type, r.data, r.metadata, r.stream_version);
    UPDATE events SET hash = v_previous WHERE stream_id = r.stream_id AND stream_version = r.stream_version;
  END LOOP;
END;
$$;

-- The append function of 001, unchanged except that it computes and stores the hashes.
-- Appends a batch to one stream, all or nothing.
-- p_expected_version: -1 = any version; otherwise the number of events the stream must hold now
-- (0 = the stream must not exist yet). The stream lock is taken first, the version checked next,
-- and positions are taken only after the check, so a conflict burns no positions.
CREATE OR REPLACE FUNCTION append_to_stream(
  p_stream_id text,
  p_stream_type text,
  p_expected_version bigint,
  p_types text[],
  p_schema_versions int[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_event_ids uuid[],
  p_command_id uuid
) RETURNS TABLE (next_version bigint, tx text, last_position bigint, duplicate boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_current bigint;
  v_count int := coalesce(array_length(p_types, 1), 0);
  v_hashes bytea[] := '{}';
  v_previous bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));

  IF p_command_id IS NOT NULL THEN
    RETURN QUERY
      SELECT e.stream_version, e.transaction_id::text, e.global_position, true
      FROM events e WHERE e.command_id = p_command_id
      ORDER BY e.global_position DESC LIMIT 1;
    IF FOUND THEN RETURN; END IF;
  END IF;

  SELECT s.version INTO v_current FROM streams s WHERE s.stream_id = p_stream_id;
  v_current := coalesce(v_current, 0);

  IF p_expected_version >= 0 AND v_current <> p_expected_version THEN
    RAISE EXCEPTION 'Wrong expected version for %: expected %, actual %', p_stream_id, p_expected_version, v_current
      USING ERRCODE = 'TG409';
  END IF;
  IF v_count = 0 THEN
    RETURN QUERY SELECT v_current, pg_current_xact_id()::text, 0::bigint, false;
    RETURN;
  END IF;

  -- Tamper evidence: each event's hash chains it to the previous event of its stream; computed
  -- here, under the stream lock, so no other append can slip in between.
  SELECT e.hash INTO v_previous FROM events e WHERE e.stream_id = p_stream_id AND e.stream_version = v_current;
  FOR i IN 1..v_count LOOP
    v_previous := event_chain_hash(v_previous, p_types[i], p_data[i], p_metadata[i], v_current + i);
    v_hashes := array_append(v_hashes, v_previous);
  END LOOP;

  INSERT INTO streams (stream_id, version, type) VALUES (p_stream_id, v_current + v_count, p_stream_type)
  ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata, event_id, command_id, hash)
    SELECT p_stream_id, v_current + i.ord, i.type, i.schema_version, i.data, i.metadata, i.event_id, p_command_id, v_hashes[i.ord]
    FROM unnest(p_types, p_schema_versions, p_data, p_metadata, p_event_ids)
      WITH ORDINALITY AS i(type, schema_version, data, metadata, event_id, ord)
    ORDER BY i.ord
    RETURNING global_position
  )
  SELECT v_current + v_count, pg_current_xact_id()::text, max(global_position), false FROM inserted;
END;
$$;
