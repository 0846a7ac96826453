/**
 * The messages read models: every message, a conversation list per user (partner, last message,
 * unread count) and the names of the people who can appear as partners, which this projection
 * keeps itself from UserRegistered instead of joining another read model.
 */
import { SOCKET_EVENTS, type MessageSent } from '@tradeguild/contracts';
import { eraseAwareBatch, messagesErased } from '../privacy/erasure.ts';
import type { HandlerContext, Projection } from '../runtime/types.ts';
import { messagesBatch, newMessage, participantName, userRoom } from './batch.ts';
import { messageTables } from './tables.ts';

async function upsertConversation(ctx: HandlerContext, userId: string, partnerId: string, d: MessageSent['data'], unreadDelta: number) {
  await ctx.tx.query(
    `INSERT INTO ${ctx.table('conversations')} AS c (user_id, partner_id, last_message_id, last_message_at, unread_count)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, partner_id) DO UPDATE
       SET last_message_id = CASE WHEN excluded.last_message_at >= c.last_message_at THEN excluded.last_message_id ELSE c.last_message_id END,
           last_message_at = greatest(c.last_message_at, excluded.last_message_at),
           unread_count = c.unread_count + excluded.unread_count`,
    [userId, partnerId, d.messageId, d.sentAt, unreadDelta],
  );
}

const handlers: Projection['handlers'] = {
  // An erased account (decision 0061): purged here, so a rebuild purges at the same place.
  AccountErased: messagesErased,
  UserRegistered: async ({ data: d }, { tx, table }) => {
    await tx.query(
      `INSERT INTO ${table('message_participants')} (user_id, name, image_url) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, image_url = excluded.image_url`,
      [d.userId, participantName(d), d.profileImageUrl],
    );
  },
  MessageSent: async ({ data: d }, ctx) => {
    const inserted = await ctx.tx.query(
      `INSERT INTO ${ctx.table('messages')} (id, sender_id, receiver_id, project_id, content, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [d.messageId, d.senderId, d.receiverId, d.projectId, d.content, d.sentAt],
    );
    if (inserted.rowCount === 0) return;
    await upsertConversation(ctx, d.senderId, d.receiverId, d, 0);
    await upsertConversation(ctx, d.receiverId, d.senderId, d, 1);
    const message = newMessage(d);
    // The receiver, and the sender's other tabs.
    ctx.push({ room: userRoom(d.receiverId), event: SOCKET_EVENTS.messageNew, payload: message });
    ctx.push({ room: userRoom(d.senderId), event: SOCKET_EVENTS.messageNew, payload: message });
  },
  ConversationRead: async ({ data: d }, ctx) => {
    const marked = await ctx.tx.query(
      `UPDATE ${ctx.table('messages')} SET is_read = true
          WHERE receiver_id = $1 AND sender_id = $2 AND NOT is_read AND created_at <= $3`,
      [d.readerId, d.partnerId, d.readAt],
    );
    await ctx.tx.query(
      `UPDATE ${ctx.table('conversations')} SET unread_count =
           (SELECT count(*) FROM ${ctx.table('messages')} WHERE receiver_id = $1 AND sender_id = $2 AND NOT is_read)
          WHERE user_id = $1 AND partner_id = $2`,
      [d.readerId, d.partnerId],
    );
    // Announced when it marked messages read: applied again (a replayed batch), it changes and announces nothing.
    if (!marked.rowCount) return;
    ctx.push({ room: userRoom(d.readerId), event: SOCKET_EVENTS.conversationRead, payload: d });
    ctx.push({ room: userRoom(d.partnerId), event: SOCKET_EVENTS.conversationRead, payload: d });
  },
};

export const messagesProjection: Projection = {
  name: 'messages',
  version: 2,
  tables: messageTables,
  handlers,
  // The same rows and pushes in a few statements per batch (batch.ts); the handlers above are the reference.
  applyBatch: eraseAwareBatch(handlers, messagesBatch),
};
