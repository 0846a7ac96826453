/** DDL of the blog projection (physical table names per generation). */
export const blogTables: Record<string, (t: string) => string> = {
  blog_posts: (t) => `
    CREATE TABLE ${t} (
      id               uuid PRIMARY KEY,
      title            text NOT NULL,
      slug             text NOT NULL,
      excerpt          text NOT NULL,
      content          text NOT NULL,
      featured_image   text,
      category         text NOT NULL,
      tags             text[] NOT NULL DEFAULT '{}',
      author_id        text NOT NULL,
      status           text NOT NULL DEFAULT 'draft',
      meta_title       text,
      meta_description text,
      published_at     timestamptz,
      views            int NOT NULL DEFAULT 0,
      created_at       timestamptz NOT NULL,
      updated_at       timestamptz NOT NULL
    );
    -- Not unique here: the reservation streams keep slugs unique; a replay may briefly hold an old owner's row.
    CREATE INDEX ${t}_slug ON ${t} (slug);
    CREATE INDEX ${t}_published ON ${t} (published_at DESC) WHERE status = 'published';
    CREATE INDEX ${t}_category ON ${t} (lower(category), published_at DESC) WHERE status = 'published';`,
  blog_categories: (t) => `
    CREATE TABLE ${t} (
      id          uuid PRIMARY KEY,
      name        text NOT NULL,
      slug        text NOT NULL,
      description text,
      is_active   boolean NOT NULL DEFAULT true,
      created_at  timestamptz NOT NULL
    );`,
};
