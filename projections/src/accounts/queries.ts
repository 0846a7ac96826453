/** Typed queries over the users read model. */
import { sql } from 'slonik';
import { userSchema, type User } from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';

const USER = sql.fragment`id, email, first_name, last_name, profile_image_url, user_type, created_at`;

export const findUserById = (db: ReadDb, id: string): Promise<User | null> =>
  db.maybeOne(sql.type(userSchema)`SELECT ${USER} FROM users WHERE id = ${id}`);
