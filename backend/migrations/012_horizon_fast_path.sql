-- events_horizon without the lock table when no transaction is appending
-- (docs/decisions/0007-appenders-only-horizon.md).
--
-- 009 listed the appenders from pg_lock_status() on every read: a copy of the whole lock table,
-- every backend's fast-path slots included, under every lock-partition lock. Measured under the admin
-- feed bench at 200 commands/s it cost about 340 µs a call, a fifth of the server's CPU for the feed.
--
-- Now a reader first tries to take TG_APPEND_LOCK exclusively and gives it straight back, in one
-- expression (no interrupt is served between the two calls, so a cancelled statement cannot leave the
-- lock held by its session). Success means that at that instant no transaction held the shared lock:
-- nobody is appending, and none of the snapshot's running transactions can ever append (each had its
-- id before the instant, and a transaction with an id cannot join the appenders). The list of
-- appenders is then empty, which is what reading the lock table would have found. Only when the try
-- fails (someone is appending, or another reader holds it for those microseconds) is the lock table
-- read, as before. An appender that asks for the shared lock in between waits those microseconds.
CREATE OR REPLACE FUNCTION events_horizon(OUT horizon xid8, OUT held_back boolean) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_snapshot pg_snapshot := pg_current_snapshot();
  v_appenders bigint[] := '{}';
  v_blocking xid8;
BEGIN
  -- Nothing running when the snapshot was taken: everything below its xmax has committed or never will.
  IF NOT EXISTS (SELECT FROM pg_snapshot_xip(v_snapshot)) THEN
    horizon := pg_snapshot_xmax(v_snapshot);
    held_back := false;
    RETURN;
  END IF;
  -- First the appenders: none when the exclusive try succeeds, else one read of the lock table
  -- (pg_locks shows 32-bit transaction ids)...
  IF NOT (pg_try_advisory_lock(21575, 1) AND pg_advisory_unlock(21575, 1)) THEN
    WITH l AS MATERIALIZED (
      SELECT locktype, database, classid, objid, objsubid, virtualtransaction, transactionid
        FROM pg_lock_status() WHERE granted AND locktype IN ('advisory', 'transactionid')
    )
    SELECT coalesce(array_agg(t.transactionid::text::bigint), '{}') INTO v_appenders
      FROM l a JOIN l t ON t.locktype = 'transactionid' AND t.virtualtransaction = a.virtualtransaction
     WHERE a.locktype = 'advisory' AND a.classid = 21575 AND a.objid = 1 AND a.objsubid = 2
       AND a.database = (SELECT oid FROM pg_database WHERE datname = current_database());
  END IF;
  -- ...then, after that, which of the snapshot's running transactions block the bound.
  SELECT min(x) INTO v_blocking
    FROM pg_snapshot_xip(v_snapshot) x
   WHERE (x::text::bigint % 4294967296) = ANY (v_appenders) OR pg_xact_status(x) <> 'in progress';
  horizon := least(pg_snapshot_xmax(v_snapshot), v_blocking);
  held_back := v_blocking IS NOT NULL;
END;
$$;
