-- The local OpenID provider's own state (sessions, interactions, grants, codes, tokens), formerly in
-- each process's memory, and its signing key: shared by every API instance on the database, so a
-- sign-in may start on one instance and finish on another (issue 26). Used only without OIDC_ISSUER.
CREATE TABLE IF NOT EXISTS local_oidc_payloads (
  model        text NOT NULL,
  id           text NOT NULL,
  payload      jsonb NOT NULL,
  grant_id     text,
  user_code    text,
  uid          text,
  expires_at   timestamptz,
  consumed_at  timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS local_oidc_payloads_grant ON local_oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS local_oidc_payloads_uid ON local_oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX IF NOT EXISTS local_oidc_payloads_user_code ON local_oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX IF NOT EXISTS local_oidc_payloads_expires ON local_oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;

-- One RSA key, written by the first instance to start and read by the others.
CREATE TABLE IF NOT EXISTS local_oidc_keys (
  kid  text PRIMARY KEY,
  jwk  jsonb NOT NULL
);
