-- The $all horizon counts appenders only (docs/decisions/0007-appenders-only-horizon.md).
--
-- readAll used to stop at pg_snapshot_xmin: below it every transaction of the whole server has
-- finished, so no event can still commit with a lower transaction id. But any open transaction
-- that has written anything holds that xmin back: every projection's batch, a session write, a
-- transaction in another database. Under a steady stream of commands something nearly always
-- was, and live events waited behind read-model writes that can never add an event.
--
-- Now every transaction that inserts events holds a shared advisory lock (TG_APPEND_LOCK) from
-- before its transaction id is assigned until it ends, and a reader's bound (events_horizon) is
-- held back only by the transactions that hold it, or may have held it.

-- Joins the appenders: the shared lock, held to the end of the transaction, and a transaction-local
-- flag so a second append in the same transaction does not ask again. Refuses a transaction that
-- already has an id: a reader could have listed the appenders without it and read past it.
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

-- Every insert into events joins the appenders, whatever wrote it (append_to_stream joins
-- before it writes its stream row; a bulk INSERT joins here, before its first row).
CREATE OR REPLACE FUNCTION events_insert_joins_appenders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM events_join_appenders();
  RETURN NULL;
END;
$$;
DROP TRIGGER IF EXISTS events_appenders_only ON events;
CREATE TRIGGER events_appenders_only BEFORE INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_insert_joins_appenders();

-- The append function of 008, unchanged except that it joins the appenders first.
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

-- readAll's bound, in the snapshot of the statement that calls it (STABLE: the caller's snapshot).
-- A transaction the snapshot sees as running blocks the bound when it holds TG_APPEND_LOCK now, or
-- when it has finished since the snapshot was taken (it may have appended). One that is still
-- running without the lock, checked after the locks were listed, had its id before the listing
-- without joining the appenders: it can never append. Below the lowest blocking one (or below the
-- snapshot's xmax), every event that will ever commit is visible to the caller.
-- held_back: a running transaction did block, so events may have committed beyond the bound.
CREATE OR REPLACE FUNCTION events_horizon(OUT horizon xid8, OUT held_back boolean) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_snapshot pg_snapshot := pg_current_snapshot();
  v_appenders bigint[];
  v_blocking xid8;
BEGIN
  -- First the appenders (one read of the lock table; pg_locks shows 32-bit transaction ids)...
  WITH l AS MATERIALIZED (
    SELECT locktype, database, classid, objid, objsubid, virtualtransaction, transactionid
      FROM pg_lock_status() WHERE granted AND locktype IN ('advisory', 'transactionid')
  )
  SELECT coalesce(array_agg(t.transactionid::text::bigint), '{}') INTO v_appenders
    FROM l a JOIN l t ON t.locktype = 'transactionid' AND t.virtualtransaction = a.virtualtransaction
   WHERE a.locktype = 'advisory' AND a.classid = 21575 AND a.objid = 1 AND a.objsubid = 2
     AND a.database = (SELECT oid FROM pg_database WHERE datname = current_database());
  -- ...then, after that listing, which of the snapshot's running transactions block the bound.
  SELECT min(x) INTO v_blocking
    FROM pg_snapshot_xip(v_snapshot) x
   WHERE (x::text::bigint % 4294967296) = ANY (v_appenders) OR pg_xact_status(x) <> 'in progress';
  horizon := least(pg_snapshot_xmax(v_snapshot), v_blocking);
  held_back := v_blocking IS NOT NULL;
END;
$$;
