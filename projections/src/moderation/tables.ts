/** DDL of the moderation projection (physical table names per generation). */
export const moderationTables: Record<string, (t: string) => string> = {
  /** One row per report; `status` is open until the admin's outcome settles it. */
  moderation_reports: (t) => `
    CREATE TABLE ${t} (
      report_id    uuid PRIMARY KEY,
      subject_type text NOT NULL,
      subject_id   uuid NOT NULL,
      reporter_id  text NOT NULL,
      reason       text NOT NULL,
      details      text,
      status       text NOT NULL DEFAULT 'open',
      filed_at     timestamptz NOT NULL
    );
    CREATE INDEX ${t}_open ON ${t} (subject_id, filed_at DESC) WHERE status = 'open';`,
  /** What was reported, as the first report saw it: author, where it lives, a short excerpt. */
  moderation_subjects: (t) => `
    CREATE TABLE ${t} (
      subject_id   uuid PRIMARY KEY,
      subject_type text NOT NULL,
      author_id    text NOT NULL,
      parent_id    uuid,
      excerpt      text NOT NULL
    );`,
  /**
   * Hidden subjects: the reads of forum posts and replies, reviews, profiles and messages leave
   * these out (an indexed NOT EXISTS on the primary key) for everyone but the author and admins.
   */
  hidden_subjects: (t) => `
    CREATE TABLE ${t} (
      subject_id   uuid PRIMARY KEY,
      subject_type text NOT NULL,
      author_id    text NOT NULL,
      reason       text NOT NULL,
      hidden_by    text NOT NULL,
      hidden_at    timestamptz NOT NULL
    );`,
  moderation_users: (t) => `
    CREATE TABLE ${t} (
      user_id text PRIMARY KEY,
      name    text
    );`,
};
