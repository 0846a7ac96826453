-- Login sessions (spec section 3: sid, sess, expire).
CREATE TABLE IF NOT EXISTS sessions (
  sid    varchar PRIMARY KEY,
  sess   json NOT NULL,
  expire timestamp(6) NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_expire ON sessions (expire);

-- Accounts of the local OpenID provider (used only when no OIDC_ISSUER is configured). This is the
-- identity provider's own directory, not domain state: the domain learns of a user through UserRegistered.
CREATE TABLE IF NOT EXISTS local_oidc_accounts (
  account_id  text PRIMARY KEY,
  email       text NOT NULL UNIQUE,
  first_name  text,
  user_type   text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
