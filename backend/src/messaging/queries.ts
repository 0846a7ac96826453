import type pg from 'pg';
import type { ConversationSummary, Message } from '@tradeguild/contracts';

interface MessageRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  project_id: string | null;
  content: string;
  is_read: boolean;
  created_at: Date;
}

export const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  senderId: r.sender_id,
  receiverId: r.receiver_id,
  projectId: r.project_id,
  content: r.content,
  isRead: r.is_read,
  createdAt: r.created_at.toISOString(),
});

/** The messages between the caller and one partner, oldest first. The caller is always a party. */
export async function conversationMessages(pool: pg.Pool, userId: string, partnerId: string, limit = 500): Promise<Message[]> {
  const { rows } = await pool.query<MessageRow>(
    `SELECT * FROM (
       SELECT * FROM messages
        WHERE (sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1)
        ORDER BY created_at DESC, id DESC LIMIT $3) m
     ORDER BY created_at, id`,
    [userId, partnerId, limit],
  );
  return rows.map(toMessage);
}

interface SummaryRow extends MessageRow {
  partner_id: string;
  partner_name: string | null;
  partner_image_url: string | null;
  unread_count: number;
}

/** The partner's name, never their e-mail: the screen falls back to 'User {id}'. */
export async function conversationList(pool: pg.Pool, userId: string): Promise<ConversationSummary[]> {
  const { rows } = await pool.query<SummaryRow>(
    `SELECT m.*, c.partner_id, c.unread_count,
            nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS partner_name,
            u.profile_image_url AS partner_image_url
       FROM conversations c
       JOIN messages m ON m.id = c.last_message_id
       LEFT JOIN users u ON u.id = c.partner_id
      WHERE c.user_id = $1
      ORDER BY c.last_message_at DESC, c.partner_id`,
    [userId],
  );
  return rows.map((r) => ({
    ...toMessage(r),
    partnerId: r.partner_id,
    partnerName: r.partner_name,
    partnerImageUrl: r.partner_image_url,
    unreadCount: r.unread_count,
  }));
}

export async function unreadTotal(pool: pg.Pool, userId: string): Promise<number> {
  const { rows } = await pool.query<{ total: number }>(
    'SELECT coalesce(sum(unread_count), 0)::int AS total FROM conversations WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.total ?? 0;
}
