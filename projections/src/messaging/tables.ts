/** DDL of the messages projection (physical table names per generation). */
export const messageTables: Record<string, (t: string) => string> = {
  messages: (t) => `
    CREATE TABLE ${t} (
      id          uuid PRIMARY KEY,
      sender_id   text NOT NULL,
      receiver_id text NOT NULL,
      project_id  uuid,
      content     text NOT NULL,
      is_read     boolean NOT NULL DEFAULT false,
      created_at  timestamptz NOT NULL
    );
    CREATE INDEX ${t}_pair ON ${t} (least(sender_id, receiver_id), greatest(sender_id, receiver_id), created_at);
    CREATE INDEX ${t}_sender ON ${t} (sender_id, receiver_id, created_at);
    CREATE INDEX ${t}_unread ON ${t} (receiver_id, sender_id) WHERE NOT is_read;
    CREATE INDEX ${t}_created ON ${t} (created_at DESC);`,
  conversations: (t) => `
    CREATE TABLE ${t} (
      user_id         text NOT NULL,
      partner_id      text NOT NULL,
      last_message_id uuid NOT NULL,
      last_message_at timestamptz NOT NULL,
      unread_count    int NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, partner_id)
    );
    CREATE INDEX ${t}_recent ON ${t} (user_id, last_message_at DESC);`,
  message_participants: (t) => `
    CREATE TABLE ${t} (
      user_id   text PRIMARY KEY,
      name      text,
      image_url text
    );`,
};
