-- The event store: the only source of truth (see docs/architecture.md, "The event store").
CREATE TABLE IF NOT EXISTS streams (
  stream_id   text PRIMARY KEY,
  version     bigint NOT NULL,
  type        text NOT NULL
);

CREATE TABLE IF NOT EXISTS events (
  global_position bigint GENERATED ALWAYS AS IDENTITY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL,
  stream_version  bigint NOT NULL,
  type            text NOT NULL,
  schema_version  int NOT NULL DEFAULT 1,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  event_id        uuid NOT NULL UNIQUE,
  command_id      uuid,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, stream_version)
);
CREATE INDEX IF NOT EXISTS events_commit_order ON events (transaction_id, global_position);
CREATE INDEX IF NOT EXISTS events_command_id ON events (command_id) WHERE command_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS events_recorded_at ON events (recorded_at);

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

  INSERT INTO streams (stream_id, version, type) VALUES (p_stream_id, v_current + v_count, p_stream_type)
  ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version;

  RETURN QUERY
  WITH inserted AS (
    INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata, event_id, command_id)
    SELECT p_stream_id, v_current + i.ord, i.type, i.schema_version, i.data, i.metadata, i.event_id, p_command_id
    FROM unnest(p_types, p_schema_versions, p_data, p_metadata, p_event_ids)
      WITH ORDINALITY AS i(type, schema_version, data, metadata, event_id, ord)
    ORDER BY i.ord
    RETURNING global_position
  )
  SELECT v_current + v_count, pg_current_xact_id()::text, max(global_position), false FROM inserted;
END;
$$;
