-- One row per physical generation of a projection. Reads go through views that point at the
-- generation in state 'active'; a rebuild fills a 'building' generation and then switches.
CREATE TABLE IF NOT EXISTS projection_registry (
  projection      text NOT NULL,
  generation      int NOT NULL,
  version         int NOT NULL,
  state           text NOT NULL CHECK (state IN ('building', 'active', 'retired')),
  checkpoint_tx   xid8 NOT NULL DEFAULT '0',
  checkpoint_pos  bigint NOT NULL DEFAULT 0,
  events_applied  bigint NOT NULL DEFAULT 0,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  activated_at    timestamptz,
  PRIMARY KEY (projection, generation)
);
CREATE UNIQUE INDEX IF NOT EXISTS projection_one_active ON projection_registry (projection) WHERE state = 'active';
CREATE UNIQUE INDEX IF NOT EXISTS projection_one_building ON projection_registry (projection) WHERE state = 'building';
