/** The typed queries of the mail read model: a person's address and choices, for the routes and the mail worker. */
import { sql } from 'slonik';
import { z } from 'zod';
import { DEFAULT_MAIL_MODE, MAIL_KINDS, MAIL_MODES, type MailKind, type MailMode } from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';

const recipientSchema = z.object({ id: z.string(), email: z.string(), name: z.string().nullable(), userType: z.string() });
export type MailRecipient = z.infer<typeof recipientSchema>;

export const mailRecipient = (db: ReadDb, userId: string): Promise<MailRecipient | null> =>
  db.maybeOne(sql.type(recipientSchema)`SELECT id, email, name, user_type FROM mail_recipients WHERE id = ${userId}`);

/** Every kind with the person's choice, the default where they made none. */
export async function mailModes(db: ReadDb, userId: string): Promise<Record<MailKind, MailMode>> {
  const rows = await db.any(
    sql.type(
      z.object({ kind: z.enum(MAIL_KINDS), mode: z.enum(MAIL_MODES) }),
    )`SELECT kind, mode FROM mail_preferences WHERE user_id = ${userId}`,
  );
  const modes = Object.fromEntries(MAIL_KINDS.map((k) => [k, DEFAULT_MAIL_MODE])) as Record<MailKind, MailMode>;
  for (const r of rows) modes[r.kind] = r.mode;
  return modes;
}
