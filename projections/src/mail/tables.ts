/**
 * DDL of the mail projection. It keeps its own copies of what its decisions need (addresses,
 * choices, tradesmen's trades and places, forum posts, reviews), and the notifications projection's
 * tables under `mail_` names, so it reuses that projection's decisions of who hears what about a
 * project (projection.ts) while reading only its own tables.
 */
import { notificationTables } from '../notifications/tables.ts';

export const mailTables: Record<string, (t: string) => string> = {
  ...Object.fromEntries(Object.entries(notificationTables).map(([name, ddl]) => [`mail_${name}`, ddl])),
  mail_recipients: (t) => `
    CREATE TABLE ${t} (id text PRIMARY KEY, email text NOT NULL, name text, user_type text NOT NULL);`,
  /** Only the kinds a person changed; the others have the default. */
  mail_preferences: (t) => `
    CREATE TABLE ${t} (user_id text NOT NULL, kind text NOT NULL, mode text NOT NULL, PRIMARY KEY (user_id, kind));`,
  /** Tradesmen as job alerts see them: their project trades, outcode centre and travel radius. */
  mail_trades: (t) => `
    CREATE TABLE ${t} (
      tradesman_id uuid PRIMARY KEY,
      user_id      text NOT NULL,
      trades       text[] NOT NULL,
      latitude     float8,
      longitude    float8,
      radius_miles int NOT NULL
    );
    CREATE INDEX ${t}_trades ON ${t} USING gin (trades);`,
  mail_forum_posts: (t) => `
    CREATE TABLE ${t} (id uuid PRIMARY KEY, author_id text NOT NULL, title text NOT NULL);`,
  mail_reviews: (t) => `
    CREATE TABLE ${t} (id uuid PRIMARY KEY, tradesman_id uuid NOT NULL, client_id text NOT NULL);`,
};
