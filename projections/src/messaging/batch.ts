/**
 * The messages projection's set-based path (Projection.applyBatch): a batch of messages is a few
 * statements, whatever its size, instead of three per message in a transaction. Live, a batch of
 * messages is one read of the ids already stored and one statement with the checkpoint, with no
 * BEGIN or COMMIT (the one-by-one path took six round trips for one message, and a batch that fell
 * behind grew, taking longer still: the delivery bench's tail). The handlers stay the reference:
 * the specs check that this gives their rows and pushes (tests/support/projection-spec.ts).
 */
import {
  SOCKET_EVENTS,
  type DomainEvent,
  type Message,
  type MessageSent,
  type RecordedEvent,
  type UserRegistered,
} from '@tradeguild/contracts';
import type { BatchContext, FinalWrite } from '../runtime/types.ts';

export const userRoom = (id: string) => `user:${id}`;

/** A message as `message:new` announces it (the handler's and the batch's one spelling). */
export const newMessage = (d: MessageSent['data']): Message => ({
  id: d.messageId,
  senderId: d.senderId,
  receiverId: d.receiverId,
  projectId: d.projectId,
  content: d.content,
  isRead: false,
  createdAt: d.sentAt,
});

/** The name a participant is shown by (the handler's rule). */
export const participantName = (d: UserRegistered['data']) => [d.firstName, d.lastName].filter(Boolean).join(' ').trim() || null;

/** What a run of events between two reads of the conversation leaves to write. */
class Rows {
  messages: { id: string; sender_id: string; receiver_id: string; project_id: string | null; content: string; created_at: string }[] = [];
  /** (user, partner) -> the last message as the one-by-one upserts would leave it, and the unread messages added. */
  conversations = new Map<
    string,
    { user_id: string; partner_id: string; last_message_id: string; last_message_at: string; unread_count: number }
  >();
  participants = new Map<string, { user_id: string; name: string | null; image_url: string | null }>();

  /**
   * One side of a message. Folding the run's messages first and then into the stored row (the
   * upsert's CASE) gives what the one-by-one upserts give: the last message, in order, of those
   * at the latest time wins (`>=`), and unread counts add up.
   */
  conversation(userId: string, partnerId: string, d: MessageSent['data'], unread: number) {
    const key = `${userId}\u0000${partnerId}`;
    const c = this.conversations.get(key);
    if (!c) {
      this.conversations.set(key, {
        user_id: userId,
        partner_id: partnerId,
        last_message_id: d.messageId,
        last_message_at: d.sentAt,
        unread_count: unread,
      });
      return;
    }
    if (Date.parse(d.sentAt) >= Date.parse(c.last_message_at))
      Object.assign(c, { last_message_id: d.messageId, last_message_at: d.sentAt });
    c.unread_count += unread;
  }

  writes(t: (logical: string) => string): FinalWrite[] {
    const writes: [string, unknown[]][] = [
      [
        `INSERT INTO ${t('messages')} (id, sender_id, receiver_id, project_id, content, created_at)
           SELECT id, sender_id, receiver_id, project_id, content, created_at
             FROM json_to_recordset($1::json) AS x(id uuid, sender_id text, receiver_id text, project_id uuid, content text, created_at timestamptz)
           ON CONFLICT (id) DO NOTHING`,
        this.messages,
      ],
      [
        `INSERT INTO ${t('conversations')} AS c (user_id, partner_id, last_message_id, last_message_at, unread_count)
           SELECT user_id, partner_id, last_message_id, last_message_at, unread_count
             FROM json_to_recordset($1::json) AS x(user_id text, partner_id text, last_message_id uuid, last_message_at timestamptz, unread_count int)
           ON CONFLICT (user_id, partner_id) DO UPDATE
             SET last_message_id = CASE WHEN excluded.last_message_at >= c.last_message_at THEN excluded.last_message_id ELSE c.last_message_id END,
                 last_message_at = greatest(c.last_message_at, excluded.last_message_at),
                 unread_count = c.unread_count + excluded.unread_count`,
        [...this.conversations.values()],
      ],
      [
        `INSERT INTO ${t('message_participants')} (user_id, name, image_url)
           SELECT user_id, name, image_url FROM json_to_recordset($1::json) AS x(user_id text, name text, image_url text)
           ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, image_url = excluded.image_url`,
        [...this.participants.values()],
      ],
    ];
    return writes.filter(([, rows]) => rows.length).map(([text, rows]) => ({ text, value: JSON.stringify(rows) }));
  }
}

/**
 * Messages and names are gathered in order; a ConversationRead reads the messages table, so the
 * run before it is written first (inside the batch's transaction), then its updates run as the
 * handler's do. The last run goes with the checkpoint (ctx.finish).
 */
export async function messagesBatch(events: RecordedEvent<DomainEvent>[], ctx: BatchContext): Promise<void> {
  const t = ctx.table;
  // A message stored already (or earlier in this batch) is neither stored nor announced again.
  const ids = events.flatMap((e) => (e.type === 'MessageSent' ? [e.data.messageId] : []));
  const { rows: stored } = ids.length
    ? await ctx.read<{ id: string }>(`SELECT id::text FROM ${t('messages')} WHERE id = ANY($1::uuid[])`, [ids])
    : { rows: [] };
  const seen = new Set(stored.map((r) => r.id.toLowerCase()));
  let run = new Rows();
  for (const event of events) {
    if (event.type === 'UserRegistered') {
      const d = event.data;
      run.participants.set(d.userId, { user_id: d.userId, name: participantName(d), image_url: d.profileImageUrl });
    } else if (event.type === 'MessageSent') {
      const d = event.data;
      if (seen.has(d.messageId.toLowerCase())) continue;
      seen.add(d.messageId.toLowerCase());
      run.messages.push({
        id: d.messageId,
        sender_id: d.senderId,
        receiver_id: d.receiverId,
        project_id: d.projectId,
        content: d.content,
        created_at: d.sentAt,
      });
      run.conversation(d.senderId, d.receiverId, d, 0);
      run.conversation(d.receiverId, d.senderId, d, 1);
      const message = newMessage(d);
      ctx.push(event, { room: userRoom(d.receiverId), event: SOCKET_EVENTS.messageNew, payload: message });
      ctx.push(event, { room: userRoom(d.senderId), event: SOCKET_EVENTS.messageNew, payload: message });
    } else if (event.type === 'ConversationRead') {
      const d = event.data;
      for (const w of run.writes(t)) await ctx.tx.query(w.text, [w.value]);
      run = new Rows();
      const marked = await ctx.tx.query(
        `UPDATE ${t('messages')} SET is_read = true
          WHERE receiver_id = $1 AND sender_id = $2 AND NOT is_read AND created_at <= $3`,
        [d.readerId, d.partnerId, d.readAt],
      );
      await ctx.tx.query(
        `UPDATE ${t('conversations')} SET unread_count =
           (SELECT count(*) FROM ${t('messages')} WHERE receiver_id = $1 AND sender_id = $2 AND NOT is_read)
          WHERE user_id = $1 AND partner_id = $2`,
        [d.readerId, d.partnerId],
      );
      if (!marked.rowCount) continue; // as the handler: nothing marked, nothing announced
      ctx.push(event, { room: userRoom(d.readerId), event: SOCKET_EVENTS.conversationRead, payload: d });
      ctx.push(event, { room: userRoom(d.partnerId), event: SOCKET_EVENTS.conversationRead, payload: d });
    }
  }
  ctx.writing();
  const last = run.writes(t);
  if (last.length) ctx.finish(last);
}
