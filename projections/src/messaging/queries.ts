/** The typed queries the messaging routes call, over the messages projection's tables. */
import { sql } from 'slonik';
import { conversationSummarySchema, messageSchema, unreadCountSchema, type ConversationSummary, type Message } from '@tradeguild/contracts';
import { notHidden } from '../moderation/hidden.ts';
import type { ReadDb } from '../runtime/read-db.ts';

const MESSAGE = sql.fragment`m.id, m.sender_id, m.receiver_id, m.project_id, m.content, m.is_read, m.created_at`;

/** The messages between the caller and one partner, oldest first; a message hidden through a report only for its sender. */
export const conversationMessages = (db: ReadDb, userId: string, partnerId: string, limit = 500): Promise<readonly Message[]> =>
  db.any(sql.type(messageSchema)`
    SELECT * FROM (
      SELECT ${MESSAGE} FROM messages m
       WHERE ((m.sender_id = ${userId} AND m.receiver_id = ${partnerId}) OR (m.sender_id = ${partnerId} AND m.receiver_id = ${userId}))
         AND ${notHidden('message', sql.fragment`m.id`, { userId, isAdmin: false }, sql.fragment`m.sender_id`)}
       ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit}) recent
    ORDER BY created_at, id`);

/** A message hidden through a report shows its receiver this in the conversation list's preview. */
export const HIDDEN_MESSAGE_PREVIEW = 'This message was removed by a moderator';

/**
 * The partner's name, never their e-mail: the screen falls back to 'User {id}'. The preview of a
 * last message hidden through a report is replaced for its receiver (its sender still sees it).
 */
export const conversationList = (db: ReadDb, userId: string): Promise<readonly ConversationSummary[]> =>
  db.any(sql.type(conversationSummarySchema)`
    SELECT m.id, m.sender_id, m.receiver_id, m.project_id,
           CASE WHEN ${notHidden('message', sql.fragment`m.id`, { userId, isAdmin: false }, sql.fragment`m.sender_id`)}
                THEN m.content ELSE ${HIDDEN_MESSAGE_PREVIEW} END AS content,
           m.is_read, m.created_at, c.partner_id, c.unread_count, p.name AS partner_name, p.image_url AS partner_image_url
      FROM conversations c
      JOIN messages m ON m.id = c.last_message_id
      LEFT JOIN message_participants p ON p.user_id = c.partner_id
     WHERE c.user_id = ${userId}
     ORDER BY c.last_message_at DESC, c.partner_id`);

export const unreadTotal = async (db: ReadDb, userId: string): Promise<number> =>
  (
    await db.one(
      sql.type(unreadCountSchema)`SELECT coalesce(sum(unread_count), 0)::int AS total FROM conversations WHERE user_id = ${userId}`,
    )
  ).total;
