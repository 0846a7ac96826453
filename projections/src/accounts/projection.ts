/** The users read model: who is registered, by id and e-mail. */
import type { Projection } from '../runtime/types.ts';

export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  tables: {
    users: (t) => `
      CREATE TABLE ${t} (
        id                text PRIMARY KEY,
        email             text UNIQUE,
        first_name        text,
        last_name         text,
        profile_image_url text,
        user_type         text NOT NULL DEFAULT 'client',
        created_at        timestamptz NOT NULL,
        updated_at        timestamptz NOT NULL
      );
      CREATE INDEX ${t}_created ON ${t} (created_at DESC);`,
  },
  handlers: {
    UserRegistered: async ({ data: d, metadata }, { tx, table }) => {
      await tx.query(
        `INSERT INTO ${table('users')} (id, email, first_name, last_name, profile_image_url, user_type, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (id) DO NOTHING`,
        [d.userId, d.email.toLowerCase(), d.firstName, d.lastName, d.profileImageUrl, d.userType, metadata.occurredAt],
      );
    },
  },
};
