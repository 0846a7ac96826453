/** The users read model: who is registered, by id and e-mail, and whose account is closed (decision 0061). */
import { PERSONAL_PLACEHOLDERS } from '@tradeguild/contracts';
import { usersErased } from '../privacy/erasure.ts';
import type { Projection } from '../runtime/types.ts';

export const usersProjection: Projection = {
  name: 'users',
  // 2: closed_at and erasure_due_at (closing an account); an erased account's row goes.
  version: 2,
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
        updated_at        timestamptz NOT NULL,
        closed_at         timestamptz,
        erasure_due_at    timestamptz
      );
      CREATE INDEX ${t}_created ON ${t} (created_at DESC);
      CREATE INDEX ${t}_erasure_due ON ${t} (erasure_due_at) WHERE erasure_due_at IS NOT NULL;`,
  },
  handlers: {
    UserRegistered: async ({ data: d, metadata }, { tx, table }) => {
      // An erased person's registration reads the placeholder address, the same for every erased
      // person: kept as no address, so a rebuild does not trip over the unique e-mail (decision 0068).
      const email = d.email === PERSONAL_PLACEHOLDERS.email ? null : d.email.toLowerCase();
      await tx.query(
        `INSERT INTO ${table('users')} (id, email, first_name, last_name, profile_image_url, user_type, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (id) DO NOTHING`,
        [d.userId, email, d.firstName, d.lastName, d.profileImageUrl, d.userType, metadata.occurredAt],
      );
    },
    AccountClosed: async ({ data: d, metadata }, { tx, table }) => {
      await tx.query(`UPDATE ${table('users')} SET closed_at = $2, erasure_due_at = $3, updated_at = $4 WHERE id = $1`, [
        d.userId,
        d.closedAt,
        d.erasureDueAt,
        metadata.occurredAt,
      ]);
    },
    AccountReopened: async ({ data: d, metadata }, { tx, table }) => {
      await tx.query(`UPDATE ${table('users')} SET closed_at = NULL, erasure_due_at = NULL, updated_at = $2 WHERE id = $1`, [
        d.userId,
        metadata.occurredAt,
      ]);
    },
    AccountErased: usersErased,
  },
};
