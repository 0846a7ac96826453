-- A batch's checkpoint statement can carry the batch's own writes (a set-based projection sends its
-- last writes with the checkpoint: docs/decisions/0016-fewer-statements-per-command.md). Run on
-- its own, outside a transaction, such a statement must fail as a whole when the compare-and-swap
-- finds the checkpoint moved, or its writes would commit without the checkpoint that guards them.
-- SELECT tg_checkpoint_moved((SELECT count(*) FROM moved)::int) raises then, and the statement with
-- every write in it is undone.
CREATE OR REPLACE FUNCTION tg_checkpoint_moved(p_moved int) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  IF p_moved IS DISTINCT FROM 1 THEN
    RAISE EXCEPTION 'the checkpoint moved under this batch' USING ERRCODE = 'TG412';
  END IF;
  RETURN p_moved;
END;
$$;
