/**
 * DDL of the admin projection (physical table names per generation). The directory tables copy
 * what the dashboard's tabs show, with trigram indexes so a substring search stays an index scan
 * at 100,000 rows (pg_trgm comes from migration 007). Counters and per-day figures make the stats
 * and charts a handful of row reads instead of COUNT(*) over big tables.
 */
export const adminTables: Record<string, (t: string) => string> = {
  admin_activity: (t) => `
    CREATE TABLE ${t} (
      id           text PRIMARY KEY,
      seq          bigint GENERATED ALWAYS AS IDENTITY,
      type         text NOT NULL,
      event_type   text NOT NULL,
      description  text NOT NULL,
      actor_id     text,
      actor_name   text,
      entity_path  text,
      stream_id    text NOT NULL,
      occurred_at  timestamptz NOT NULL,
      -- The parts of the sentence (and link) that are someone's, reworded when they are erased (decision 0068).
      mentions     jsonb NOT NULL DEFAULT '[]'
    );`,
  admin_counters: (t) => `
    CREATE TABLE ${t} (name text PRIMARY KEY, value bigint NOT NULL DEFAULT 0);`,
  admin_daily: (t) => `
    CREATE TABLE ${t} (metric text NOT NULL, day date NOT NULL, value bigint NOT NULL DEFAULT 0, PRIMARY KEY (metric, day));`,
  admin_trade_mix: (t) => `
    CREATE TABLE ${t} (scope text NOT NULL, trade text NOT NULL, count bigint NOT NULL DEFAULT 0, PRIMARY KEY (scope, trade));`,
  admin_users: (t) => `
    CREATE TABLE ${t} (
      id           text PRIMARY KEY,
      email        text,
      first_name   text,
      last_name    text,
      user_type    text NOT NULL,
      display_name text NOT NULL,
      created_at   timestamptz NOT NULL
    );`,
  admin_tradesmen: (t) => `
    CREATE TABLE ${t} (
      id               uuid PRIMARY KEY,
      user_id          text NOT NULL,
      business_name    text,
      location         text,
      specializations  text[] NOT NULL DEFAULT '{}',
      trade_categories text[] NOT NULL DEFAULT '{}',
      rating_sum       bigint NOT NULL DEFAULT 0,
      total_reviews    int NOT NULL DEFAULT 0,
      verified         boolean NOT NULL DEFAULT false,
      created_at       timestamptz NOT NULL
    );`,
  admin_projects: (t) => `
    CREATE TABLE ${t} (
      id              uuid PRIMARY KEY,
      client_id       text NOT NULL,
      client_name     text,
      title           text NOT NULL,
      location        text,
      budget          text,
      status          text NOT NULL DEFAULT 'open',
      required_trades text[] NOT NULL DEFAULT '{}',
      created_at      timestamptz NOT NULL
    );`,
  admin_messages: (t) => `
    CREATE TABLE ${t} (
      id            uuid PRIMARY KEY,
      sender_id     text NOT NULL,
      sender_name   text,
      receiver_id   text NOT NULL,
      receiver_name text,
      project_id    uuid,
      content       text NOT NULL,
      is_read       boolean NOT NULL DEFAULT false,
      stream_id     text NOT NULL,
      created_at    timestamptz NOT NULL
    );`,
  admin_blog_posts: (t) => `
    CREATE TABLE ${t} (id uuid PRIMARY KEY, title text NOT NULL, slug text NOT NULL);`,
  /** Quotes, so a later step (withdrawn, shortlisted, hired, declined) can name the tradesman. */
  admin_applications: (t) => `
    CREATE TABLE ${t} (id uuid PRIMARY KEY, project_id uuid NOT NULL, tradesman_id uuid NOT NULL, tradesman_user_id text NOT NULL);`,
  /** Forum threads and replies, so replies, solutions, edits and moderation can name them. */
  admin_forum_posts: (t) => `
    CREATE TABLE ${t} (id uuid PRIMARY KEY, title text NOT NULL, category text NOT NULL, author_id text NOT NULL);`,
  admin_forum_replies: (t) => `
    CREATE TABLE ${t} (id uuid PRIMARY KEY, post_id uuid NOT NULL, author_id text NOT NULL);`,
};

/**
 * The readers' indexes: sort orders and trigram searches of the tabs, the feed's newest-first and
 * by-type lists. Applying events needs none of them (it goes by primary key), so a rebuild creates
 * them in bulk when it switches (Projection.indexes).
 */
export const adminIndexes: Record<string, (t: string) => string> = {
  admin_activity: (t) => `
    CREATE INDEX ${t}_seq ON ${t} (seq DESC);
    CREATE INDEX ${t}_type_seq ON ${t} (type, seq DESC);`,
  admin_users: (t) => `
    CREATE INDEX ${t}_created ON ${t} (created_at DESC, id);
    CREATE INDEX ${t}_search ON ${t} USING gin ((display_name || ' ' || coalesce(email, '')) gin_trgm_ops);`,
  admin_tradesmen: (t) => `
    CREATE INDEX ${t}_created ON ${t} (created_at DESC, id);
    CREATE INDEX ${t}_name_trgm ON ${t} USING gin (business_name gin_trgm_ops);
    CREATE INDEX ${t}_location_trgm ON ${t} USING gin (location gin_trgm_ops);`,
  admin_projects: (t) => `
    CREATE INDEX ${t}_created ON ${t} (created_at DESC, id);
    CREATE INDEX ${t}_title_trgm ON ${t} USING gin (title gin_trgm_ops);
    CREATE INDEX ${t}_location_trgm ON ${t} USING gin (location gin_trgm_ops);`,
  admin_messages: (t) => `
    CREATE INDEX ${t}_created ON ${t} (created_at DESC, id);
    CREATE INDEX ${t}_unread ON ${t} (receiver_id, sender_id) WHERE NOT is_read;
    CREATE INDEX ${t}_content_trgm ON ${t} USING gin (content gin_trgm_ops);`,
};
