-- One statement per append, the appenders joined without a trigger call on the hot path
-- (docs/decisions/0043-append-fast-path.md; the cost table is in bench/README.md, `append`).
--
-- 009 had every append run a PL/pgSQL function over typed arrays that joined the appenders, took
-- the stream lock, read the stream row, read the previous event's hash, looped over the events for
-- their hashes, upserted the stream row and inserted the events, while a per-statement trigger on
-- events called two more PL/pgSQL functions to join the appenders a second time. Now:
--  - one event (nearly every command) is one INSERT ... SELECT sent by the store
--    (backend/src/eventstore/postgres-append.ts), no function: it reads the stream's last event (its
--    version and hash in one probe of the primary key), passes its WHERE only at the expected version
--    and for a command id not appended yet (checked before the position is taken), computes the hash
--    with 008's formula written out, and inserts. No stream lock: two appends racing for a version are
--    settled by the primary key. verifyChains is unchanged;
--  - a batch of several events still goes through append_to_stream (rewritten below: the last event
--    read once for version and hash, the stream row only for a new stream);
--  - the stream row is written once, with the stream's first event: its version column is gone (the
--    version of a stream is its last event's stream_version), so an append no longer updates it;
--  - the trigger stays for any other INSERT into events (a bulk INSERT joins there, before its first
--    row), but the join itself happens in its WHEN clause, an expression: no function is called when
--    the shared lock is free at once, which is nearly always.

ALTER TABLE streams DROP COLUMN IF EXISTS version;

-- Joins the appenders (see 009): refuses a transaction that already has an id.
CREATE OR REPLACE FUNCTION events_join_appenders() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tradeguild.appending', true) IS NOT DISTINCT FROM 'on' THEN RETURN; END IF;
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION 'events must be appended before anything else is written in the transaction'
      USING ERRCODE = 'TG500';
  END IF;
  PERFORM pg_advisory_xact_lock_shared(21575, 1); -- TG_APPEND_LOCK: ('TG', 1)
  PERFORM set_config('tradeguild.appending', 'on', true);
END;
$$;

-- Every INSERT into events still joins the appenders before its first row, but in the trigger's WHEN
-- clause, which PostgreSQL evaluates as an expression, without calling a function: nothing to do when
-- the transaction has joined already; otherwise, when it has no id yet and the shared lock is free at
-- once, take it and set the flag right there. Only when the lock is not free at once (a reader holds it
-- exclusively for an instant, 012) or the transaction has an id already is the function called, to
-- wait for the lock or to refuse. The AND / OR are evaluated in the order written.
CREATE OR REPLACE FUNCTION events_insert_joins_appenders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM events_join_appenders();
  RETURN NULL;
END;
$$;
DROP TRIGGER IF EXISTS events_appenders_only ON events;
CREATE TRIGGER events_appenders_only BEFORE INSERT ON events
  FOR EACH STATEMENT WHEN (NOT (
    current_setting('tradeguild.appending', true) IS NOT DISTINCT FROM 'on'
    OR (pg_current_xact_id_if_assigned() IS NULL
        AND pg_try_advisory_xact_lock_shared(21575, 1) -- TG_APPEND_LOCK: ('TG', 1)
        AND set_config('tradeguild.appending', 'on', true) = 'on')))
  EXECUTE FUNCTION events_insert_joins_appenders();

-- A batch (or an empty append): as in 009, all or nothing, the earlier result for a repeated
-- command id, a conflict burns no positions; the stream row and the previous hash as above.
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
  PERFORM events_join_appenders();
  PERFORM pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));

  IF p_command_id IS NOT NULL THEN
    RETURN QUERY
      SELECT e.stream_version, e.transaction_id::text, e.global_position, true
      FROM events e WHERE e.command_id = p_command_id
      ORDER BY e.global_position DESC LIMIT 1;
    IF FOUND THEN RETURN; END IF;
  END IF;

  SELECT e.stream_version, e.hash INTO v_current, v_previous
    FROM events e WHERE e.stream_id = p_stream_id ORDER BY e.stream_version DESC LIMIT 1;
  v_current := coalesce(v_current, 0);

  IF p_expected_version >= 0 AND v_current <> p_expected_version THEN
    RAISE EXCEPTION 'Wrong expected version for %: expected %, actual %', p_stream_id, p_expected_version, v_current
      USING ERRCODE = 'TG409';
  END IF;
  IF v_count = 0 THEN
    RETURN QUERY SELECT v_current, pg_current_xact_id()::text, 0::bigint, false;
    RETURN;
  END IF;

  FOR i IN 1..v_count LOOP
    v_previous := event_chain_hash(v_previous, p_types[i], p_data[i], p_metadata[i], v_current + i);
    v_hashes := array_append(v_hashes, v_previous);
  END LOOP;

  IF v_current = 0 THEN
    INSERT INTO streams (stream_id, type) VALUES (p_stream_id, p_stream_type) ON CONFLICT (stream_id) DO NOTHING;
  END IF;

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
