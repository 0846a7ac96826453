import { SOCKET_EVENTS, type ConversationRead, type Message, type MessageSent } from '@tradeguild/contracts';
import type { HandlerContext, Projection } from '../runtime/types.ts';

const userRoom = (id: string) => `user:${id}`;

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

/** Messages per conversation and a conversation list per user (partner, last message, unread). */
export const messagesProjection: Projection = {
  name: 'messages',
  version: 1,
  tables: {
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
  },
  handlers: {
    MessageSent: async (event, ctx) => {
      const d = event.data as MessageSent['data'];
      const inserted = await ctx.tx.query(
        `INSERT INTO ${ctx.table('messages')} (id, sender_id, receiver_id, project_id, content, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [d.messageId, d.senderId, d.receiverId, d.projectId, d.content, d.sentAt],
      );
      if (inserted.rowCount === 0) return;
      await upsertConversation(ctx, d.senderId, d.receiverId, d, 0);
      await upsertConversation(ctx, d.receiverId, d.senderId, d, 1);
      const message: Message = {
        id: d.messageId, senderId: d.senderId, receiverId: d.receiverId, projectId: d.projectId,
        content: d.content, isRead: false, createdAt: d.sentAt,
      };
      // The receiver, and the sender's other tabs.
      ctx.push({ room: userRoom(d.receiverId), event: SOCKET_EVENTS.messageNew, payload: message });
      ctx.push({ room: userRoom(d.senderId), event: SOCKET_EVENTS.messageNew, payload: message });
    },
    ConversationRead: async (event, ctx) => {
      const d = event.data as ConversationRead['data'];
      await ctx.tx.query(
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
      ctx.push({ room: userRoom(d.readerId), event: SOCKET_EVENTS.conversationRead, payload: d });
      ctx.push({ room: userRoom(d.partnerId), event: SOCKET_EVENTS.conversationRead, payload: d });
    },
  },
};
