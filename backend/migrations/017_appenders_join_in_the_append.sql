-- The append statement joins the appenders itself; no trigger on events
-- (docs/decisions/0048-appenders-join-in-the-append.md; the profile is in bench/README.md, `append`).
--
-- 014 kept a per-statement trigger on events whose WHEN clause joined the appenders. PostgreSQL
-- keeps a trigger's WHEN clause as text and, on every statement, parses it (stringToNode), runs it
-- through the planner's expression preprocessing and compiles it before evaluating it: a CPU profile
-- of one-event appends put that at about a tenth of the server's time per append, more than the rest
-- of the join.
--
-- Now:
--  - the single-event append (backend/src/eventstore/postgres-append.ts) joins in its own WHERE
--    clause, the same expression as 014's WHEN clause, planned once with the statement. Its quals
--    are evaluated before the row is built, so before nextval or the row can assign the transaction
--    id; a transaction that already has an id is refused as before (events_join_appenders_waiting);
--  - append_to_stream (batches) joins first thing, as before;
--  - anything else that inserts into events must join first (SELECT events_join_appenders() in its
--    transaction). One that did not is refused, by the transaction_id column's default: an expression
--    of the plan, evaluated per row, that gives the transaction id only to a transaction that joined.
--    (An INSERT that names transaction_id itself bypasses that default; nothing in the code does.)

DROP TRIGGER IF EXISTS events_appenders_only ON events;
DROP FUNCTION IF EXISTS events_insert_joins_appenders();

-- For the append's WHERE clause, when the join cannot be done inline at once: waits for the shared
-- lock (a reader holds it exclusively for an instant, 012) or refuses a transaction with an id (009).
CREATE OR REPLACE FUNCTION events_join_appenders_waiting() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM events_join_appenders();
  RETURN true;
END;
$$;

CREATE OR REPLACE FUNCTION events_refuse_unjoined() RETURNS xid8 LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are inserted only by a transaction that joined the appenders first (SELECT events_join_appenders())'
    USING ERRCODE = 'TG500';
END;
$$;

ALTER TABLE events ALTER COLUMN transaction_id SET DEFAULT (
  CASE WHEN current_setting('tradeguild.appending', true) IS NOT DISTINCT FROM 'on' THEN pg_current_xact_id()
       ELSE events_refuse_unjoined() END
);
