/** DDL of the forum projection (physical table names per generation). */
export const forumTables: Record<string, (t: string) => string> = {
  forum_posts: (t) => `
    CREATE TABLE ${t} (
      id               uuid PRIMARY KEY,
      author_id        text NOT NULL,
      title            text NOT NULL,
      content          text NOT NULL,
      category         text NOT NULL,
      tags             text[] NOT NULL DEFAULT '{}',
      views            int NOT NULL DEFAULT 0,
      likes            int NOT NULL DEFAULT 0,
      reply_count      int NOT NULL DEFAULT 0,
      solved_reply_id  uuid,
      hidden           boolean NOT NULL DEFAULT false,
      hidden_reason    text,
      search           tsvector NOT NULL,
      head             tsvector NOT NULL,
      created_at       timestamptz NOT NULL,
      updated_at       timestamptz NOT NULL,
      last_activity_at timestamptz NOT NULL
    );
    CREATE INDEX ${t}_newest ON ${t} (created_at DESC, id) WHERE NOT hidden;
    CREATE INDEX ${t}_active ON ${t} (last_activity_at DESC, id) WHERE NOT hidden;
    CREATE INDEX ${t}_top ON ${t} (likes DESC, created_at DESC) WHERE NOT hidden;
    CREATE INDEX ${t}_category ON ${t} (category, created_at DESC) WHERE NOT hidden;
    -- Admins' searches (hidden posts included).
    CREATE INDEX ${t}_search ON ${t} USING gin (search);
    -- Members' searches: the date window and the category are index conditions too (btree_gin, migration 011).
    CREATE INDEX ${t}_visible_search ON ${t} USING gin (created_at, category, search) WHERE NOT hidden;`,
  forum_replies: (t) => `
    CREATE TABLE ${t} (
      id            uuid PRIMARY KEY,
      post_id       uuid NOT NULL,
      author_id     text NOT NULL,
      content       text NOT NULL,
      likes         int NOT NULL DEFAULT 0,
      hidden        boolean NOT NULL DEFAULT false,
      hidden_reason text,
      moderated     boolean NOT NULL DEFAULT false,
      created_at    timestamptz NOT NULL,
      updated_at    timestamptz NOT NULL
    );
    CREATE INDEX ${t}_thread ON ${t} (post_id, created_at, id);`,
  /** Who likes what: a post's or a reply's id (both uuids, never equal). */
  forum_likes: (t) => `
    CREATE TABLE ${t} (
      target_id uuid NOT NULL,
      user_id   text NOT NULL,
      PRIMARY KEY (target_id, user_id)
    );
    -- likedByMe: the planner hashes "what this member likes" once per page; this keeps that an index lookup.
    CREATE INDEX ${t}_user ON ${t} (user_id, target_id);`,
  /** Who has opened which post: a post's views are its rows here. */
  forum_views: (t) => `
    CREATE TABLE ${t} (
      post_id uuid NOT NULL,
      user_id text NOT NULL,
      PRIMARY KEY (post_id, user_id)
    );`,
  forum_authors: (t) => `
    CREATE TABLE ${t} (
      user_id text PRIMARY KEY,
      name    text
    );`,
};
