/** Typed queries over the users read model. */
import { sql } from 'slonik';
import { z } from 'zod';
import { userSchema, type User } from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';

const USER = sql.fragment`id, email, first_name, last_name, profile_image_url, user_type, created_at, closed_at, erasure_due_at`;

export const findUserById = (db: ReadDb, id: string): Promise<User | null> =>
  db.maybeOne(sql.type(userSchema)`SELECT ${USER} FROM users WHERE id = ${id}`);

/** Closed accounts whose grace period is over at `now` (the erasure job's list), oldest first. */
export const accountsDueForErasure = (db: ReadDb, now: Date, limit = 100): Promise<readonly string[]> =>
  db.anyFirst(
    sql.type(z.object({ id: z.string() }))`
      SELECT id FROM users WHERE erasure_due_at <= ${now.toISOString()} ORDER BY erasure_due_at, id LIMIT ${limit}`,
  );
