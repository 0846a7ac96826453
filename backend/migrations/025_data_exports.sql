-- Copies of a person's data (issue 24, decision 0061): requested from Settings, built by a
-- background job, downloadable by their owner alone for 24 hours, at most one a day. The ZIP is kept
-- here (every API instance can serve it) and dropped when it expires or the account is erased.
CREATE TABLE IF NOT EXISTS data_exports (
  id            uuid PRIMARY KEY,
  user_id       text NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed', 'expired')),
  requested_at  timestamptz NOT NULL DEFAULT now(),
  ready_at      timestamptz,
  expires_at    timestamptz,
  size          bigint,
  zip           bytea
);
CREATE INDEX IF NOT EXISTS data_exports_user ON data_exports (user_id, requested_at DESC);
