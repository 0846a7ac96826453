-- E-mail as side effects of events (decision 0065). The mail projection writes one row per
-- (event, recipient, kind) under a deterministic id in its read-model transaction, and only while its
-- generation serves (a rebuild writes none; a row already here is never written again). Rows stay
-- after sending, so the same event seen again (a new generation catching up) finds its row and sends
-- nothing; backend/src/mail/delivery.ts sends and records them.
CREATE TABLE IF NOT EXISTS mail_outbox (
  mail_id      text PRIMARY KEY,
  recipient_id text NOT NULL,
  kind         text NOT NULL,
  -- 'instant' rows are sent by the worker; 'daily' rows wait for the 07:00 digest.
  delivery     text NOT NULL,
  -- pending | sent | failed | skipped (turned off, or address suspended) | cancelled (read in time) | digested
  status       text NOT NULL DEFAULT 'pending',
  not_before   timestamptz NOT NULL DEFAULT now(),
  -- Direct messages: the conversation, so reading it in time cancels the mail.
  conversation text,
  subject      text NOT NULL,
  body         text NOT NULL,
  link         text NOT NULL,
  -- The digest that carried a 'daily' row; a digest's own rows list their items here.
  digest_id    text,
  attempts     int NOT NULL DEFAULT 0,
  last_error   text,
  sent_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (not_before) WHERE status = 'pending' AND delivery = 'instant';
CREATE INDEX IF NOT EXISTS mail_outbox_digest ON mail_outbox (recipient_id) WHERE status = 'pending' AND delivery = 'daily';
CREATE INDEX IF NOT EXISTS mail_outbox_conversation ON mail_outbox (recipient_id, conversation, created_at) WHERE conversation IS NOT NULL;

-- Permanent (5xx) refusals per address; five suspend mail to it until the address changes.
CREATE TABLE IF NOT EXISTS mail_addresses (
  email              text PRIMARY KEY,
  permanent_failures int NOT NULL DEFAULT 0,
  last_failure       text,
  suspended_at       timestamptz
);
