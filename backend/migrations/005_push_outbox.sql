-- Side effects of projections (socket.io pushes) written in the read-model transaction and
-- delivered by BullMQ jobs after commit; a row leaves only once delivered (projections/src/runtime/outbox.ts).
CREATE TABLE IF NOT EXISTS push_outbox (
  effect_id  text PRIMARY KEY,
  room       text NOT NULL,
  event      text NOT NULL,
  payload    jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS push_outbox_created ON push_outbox (created_at);
