-- Uploaded images (issue 24, decision 0063): one row per upload with its owner and the bytes of all
-- its stored sizes, so a per-account quota is one indexed sum and orphans are found without listing
-- the storage. Uploads from before this table (one file each) are not tracked: they are kept.
CREATE TABLE IF NOT EXISTS uploads (
  id          uuid PRIMARY KEY,
  owner_id    text NOT NULL,
  files       text[] NOT NULL,
  bytes       bigint NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- When the orphan sweep last found the upload referenced by a read model (null: never checked).
  checked_at  timestamptz
);
CREATE INDEX IF NOT EXISTS uploads_owner ON uploads (owner_id);
CREATE INDEX IF NOT EXISTS uploads_sweep ON uploads (checked_at NULLS FIRST, created_at);
