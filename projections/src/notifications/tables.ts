/**
 * DDL of the notifications projection (physical table names per generation). Besides the
 * notifications themselves it keeps its own copies of the names, titles and quotes its sentences
 * need, so it is built from the events alone and rebuilds on its own.
 */
export const notificationTables: Record<string, (t: string) => string> = {
  notifications: (t) => `
    CREATE TABLE ${t} (
      id           uuid PRIMARY KEY,
      recipient_id text NOT NULL,
      kind         text NOT NULL,
      text         text NOT NULL,
      link         text NOT NULL,
      project_id   uuid,
      is_read      boolean NOT NULL DEFAULT false,
      created_at   timestamptz NOT NULL,
      /** The causing event's position: orders notifications of the same moment, the same way on every rebuild. */
      event_pos    bigint NOT NULL,
      /** The parts of the text that are someone's: reworded when they are erased (privacy/mentions.ts). */
      mentions     jsonb NOT NULL DEFAULT '[]'
    );
    CREATE INDEX ${t}_recipient ON ${t} (recipient_id, created_at DESC, event_pos DESC);
    CREATE INDEX ${t}_unread ON ${t} (recipient_id) WHERE NOT is_read;`,
  notification_users: (t) => `
    CREATE TABLE ${t} (id text PRIMARY KEY, name text);`,
  notification_tradesmen: (t) => `
    CREATE TABLE ${t} (id uuid PRIMARY KEY, user_id text NOT NULL, business_name text NOT NULL);
    CREATE INDEX ${t}_user ON ${t} (user_id);`,
  notification_projects: (t) => `
    CREATE TABLE ${t} (id uuid PRIMARY KEY, client_id text NOT NULL, title text NOT NULL);`,
  /** Quotes: who sent each, and when it was accepted (who is hired when the work starts or ends). */
  notification_applications: (t) => `
    CREATE TABLE ${t} (
      id                uuid PRIMARY KEY,
      project_id        uuid NOT NULL,
      tradesman_id      uuid NOT NULL,
      tradesman_user_id text NOT NULL,
      accepted_at       timestamptz
    );
    CREATE INDEX ${t}_project ON ${t} (project_id) WHERE accepted_at IS NOT NULL;`,
};
