/**
 * What each read model does with an erased person (AccountErased, decision 0061). The purge is a
 * handler of the event, so a rebuild replays it at the same place and gives the same rows as the
 * live purge did. Rows that are the person's alone are deleted (their account, profile, portfolio,
 * notifications, inbox, likes, reads); rows others still need stay with the person shown as
 * FORMER_MEMBER and their words as REMOVED_TEXT (conversations, forum threads, project rooms, quotes
 * on a client's project, reviews that count in a tradesman's rating). Ids stay: they name nobody.
 */
import {
  PERSONAL_PLACEHOLDERS,
  type AccountClosed,
  type AccountErased,
  type AccountReopened,
  type DomainEvent,
  type RecordedEvent,
} from '@tradeguild/contracts';
import type { BatchHandler, Handler, HandlerContext, Handlers } from '../runtime/types.ts';
import type pg from 'pg';
import { FORMER_MEMBER, REMOVED_TEXT, rewordMentions } from './mentions.ts';

export { FORMER_MEMBER, REMOVED_TEXT };

type Purge = (userId: string, ctx: HandlerContext) => Promise<void>;

const on =
  (purge: Purge): Handler<AccountErased> =>
  ({ data }, ctx) =>
    purge(data.userId, ctx);

const VALUES: Record<string, (userId: string) => string> = { id: (id) => id, former: () => FORMER_MEMBER, removed: () => REMOVED_TEXT };

/** Runs each statement: `{table}` is a table of this generation; `:id`, `:former`, `:removed` its parameters. */
const run = async (ctx: HandlerContext, userId: string, statements: string[]) => {
  for (const statement of statements) {
    const names: string[] = [];
    const text = statement
      .replace(/\{(\w+)\}/g, (_m, t: string) => ctx.table(t))
      .replace(/:(id|former|removed)\b/g, (_m, name: string) => {
        if (!names.includes(name)) names.push(name);
        return `$${names.indexOf(name) + 1}`;
      });
    await ctx.tx.query(
      text,
      names.map((n) => VALUES[n]!(userId)),
    );
  }
};

/** users: the row goes (signing in again later registers a new account). */
export const usersErased = on((id, ctx) => run(ctx, id, [`DELETE FROM {users} WHERE id = :id`]));

/**
 * tradesmen: the person's profile, portfolio, the reviews of it, its invitations and endorsements
 * go; reviews they wrote of others keep their rating (the tradesman's figures stand) without name or
 * words; the invitations others sent to their e-mail (named by the event, decision 0068) stay in the
 * senders' lists addressed to the placeholder.
 */
export const tradesmenErased: Handler<AccountErased> = async ({ data }, ctx) => {
  if (data.reviewInvitationIds.length > 0)
    await ctx.tx.query(`UPDATE ${ctx.table('review_invitations')} SET email = $2 WHERE id = ANY($1::uuid[])`, [
      data.reviewInvitationIds,
      PERSONAL_PLACEHOLDERS.email,
    ]);
  await run(ctx, data.userId, [
    `WITH t AS (SELECT id FROM {tradesmen} WHERE user_id = :id)
     DELETE FROM {endorsements} e USING t WHERE e.endorsed_id = t.id OR e.endorser_id = t.id`,
    `WITH t AS (SELECT id FROM {tradesmen} WHERE user_id = :id)
     DELETE FROM {review_invitations} i USING t WHERE i.tradesman_id = t.id`,
    `WITH t AS (SELECT id FROM {tradesmen} WHERE user_id = :id)
     DELETE FROM {reviews} r USING t WHERE r.tradesman_id = t.id`,
    `WITH t AS (SELECT id FROM {tradesmen} WHERE user_id = :id)
     DELETE FROM {portfolio_projects} p USING t WHERE p.tradesman_id = t.id`,
    `DELETE FROM {tradesmen} WHERE user_id = :id`,
    `UPDATE {reviews} SET client_name = :former, comment = CASE WHEN comment IS NULL THEN NULL ELSE :removed END WHERE client_id = :id`,
    `DELETE FROM {reviewers} WHERE user_id = :id`,
  ]);
};

/** Closing hides a tradesman's profile (search, public pages) at once; reopening shows it again. */
export const tradesmanClosed: Handler<AccountClosed> = async ({ data }, { tx, table }) => {
  await tx.query(`UPDATE ${table('tradesmen')} SET closed = true WHERE user_id = $1`, [data.userId]);
};
export const tradesmanReopened: Handler<AccountReopened> = async ({ data }, { tx, table }) => {
  await tx.query(`UPDATE ${table('tradesmen')} SET closed = false WHERE user_id = $1`, [data.userId]);
};

/** messages: their inbox goes; what they sent stays in the others' conversations as [removed]. */
export const messagesErased = on((id, ctx) =>
  run(ctx, id, [
    `DELETE FROM {conversations} WHERE user_id = :id`,
    `UPDATE {messages} SET content = :removed WHERE sender_id = :id`,
    `INSERT INTO {message_participants} (user_id, name, image_url) VALUES (:id, :former, NULL)
     ON CONFLICT (user_id) DO UPDATE SET name = :former, image_url = NULL`,
  ]),
);

/**
 * notifications: theirs go; others' that name them or hold their words are reworded (their
 * mentions, decision 0068), and later ones name them as a former member.
 */
export const notificationsErased = on(async (id, ctx) => {
  await run(ctx, id, [
    `DELETE FROM {notifications} WHERE recipient_id = :id`,
    `UPDATE {notification_users} SET name = :former WHERE id = :id`,
    `UPDATE {notification_tradesmen} SET business_name = :former WHERE user_id = :id`,
    `UPDATE {notification_projects} SET title = :removed WHERE client_id = :id`,
  ]);
  await rewordMentions(ctx, { table: ctx.table('notifications'), columns: ['text'] }, id);
});

/**
 * client_projects: their projects stay for the tradesmen who quoted or were hired (rooms stay
 * readable) without description, place or photos, and an open one is no longer offered; their
 * quotes, room messages and the client's answers to them read [removed].
 */
export const clientProjectsErased = on((id, ctx) =>
  run(ctx, id, [
    `UPDATE {client_projects} SET title = :removed, description = :removed, location = NULL, budget = NULL, timeline = NULL, photos = '{}',
            outcode = NULL, latitude = NULL, longitude = NULL, search = ''::tsvector,
            status = CASE WHEN status = 'open' THEN 'cancelled' ELSE status END
      WHERE client_id = :id`,
    `UPDATE {project_applications} SET message = :removed WHERE tradesman_user_id = :id`,
    `UPDATE {project_applications} a SET response_message = :removed FROM {client_projects} p
      WHERE p.id = a.project_id AND p.client_id = :id AND a.response_message IS NOT NULL`,
    `UPDATE {project_room_messages} SET content = :removed WHERE sender_id = :id`,
    `DELETE FROM {project_room_reads} WHERE user_id = :id`,
    `DELETE FROM {project_invitations} WHERE tradesman_user_id = :id`,
  ]),
);

/** forum: threads and replies stay for the others, their title and words [removed]; their likes and views go (the counts stay). */
export const forumErased = on((id, ctx) =>
  run(ctx, id, [
    `UPDATE {forum_posts} SET title = :removed, content = :removed, tags = '{}', search = ''::tsvector, head = ''::tsvector WHERE author_id = :id`,
    `UPDATE {forum_replies} SET content = :removed WHERE author_id = :id`,
    `DELETE FROM {forum_likes} WHERE user_id = :id`,
    `DELETE FROM {forum_views} WHERE user_id = :id`,
    `INSERT INTO {forum_authors} (user_id, name) VALUES (:id, :former) ON CONFLICT (user_id) DO UPDATE SET name = :former`,
  ]),
);

/** moderation: reports and hidden subjects stay (the moderators' record) without the person's words or name. */
export const moderationErased = on((id, ctx) =>
  run(ctx, id, [
    `UPDATE {moderation_reports} SET details = CASE WHEN details IS NULL THEN NULL ELSE :removed END WHERE reporter_id = :id`,
    `UPDATE {moderation_subjects} SET excerpt = :removed WHERE author_id = :id`,
    `UPDATE {moderation_users} SET name = :former WHERE user_id = :id`,
  ]),
);

/**
 * admin: the directory rows go; projects and messages keep the id with a former member's name and
 * [removed] words; what they did leaves the feed, and the items of others that name them or hold
 * their words are reworded (their mentions, decision 0068).
 */
export const adminErased = on(async (id, ctx) => {
  await run(ctx, id, [
    `DELETE FROM {admin_users} WHERE id = :id`,
    `DELETE FROM {admin_tradesmen} WHERE user_id = :id`,
    `UPDATE {admin_projects} SET client_name = :former, title = :removed, location = NULL WHERE client_id = :id`,
    `UPDATE {admin_messages} SET sender_name = :former, content = :removed WHERE sender_id = :id`,
    `UPDATE {admin_messages} SET receiver_name = :former WHERE receiver_id = :id`,
    `UPDATE {admin_forum_posts} SET title = :removed WHERE author_id = :id`,
    // What they did goes from the feed: its sentences hold their name and words, which a rebuild
    // (reading the shredded events) could only word differently.
    `DELETE FROM {admin_activity} WHERE actor_id = :id`,
  ]);
  await rewordMentions(ctx, { table: ctx.table('admin_activity'), columns: ['description', 'entity_path'] }, id);
});

/**
 * A projection with a set-based batch path (admin, messages): a batch holding an AccountErased
 * (rare) is applied one event at a time through `handlers` (the reference, which the batch path
 * must equal anyway) in the batch's transaction; every other batch takes the set-based path.
 */
export function eraseAwareBatch<E extends DomainEvent>(handlers: Handlers<E>, batch: BatchHandler<E>): BatchHandler<E> {
  return async (events, ctx) => {
    if (!events.some((e) => e.type === 'AccountErased')) return batch(events, ctx);
    const one = handlers as Record<string, Handler | undefined>;
    for (const event of events) {
      await one[event.type]?.(event as RecordedEvent, {
        // The batch's transaction (begun at its first statement); handlers only send statements through it.
        tx: ctx.tx as unknown as pg.PoolClient,
        table: ctx.table,
        push: (p) => ctx.push(event as RecordedEvent, p),
      });
    }
    ctx.writing();
  };
}

/**
 * mail: their address, choices, trades and the projection's copies of the notifications' names go;
 * their forum titles read [removed] (its copies of others' notifications are reworded by the
 * notifications' own handler, run over them). The outbox (a shared table, written only while
 * serving) loses the mails to them; in the others' mails their parts are reworded (mentions,
 * decision 0068), and a mail from before 028 (no mentions) that names them has its words removed
 * (a pending one is cancelled).
 */
export const mailErased: Handler<AccountErased> = async ({ data }, ctx) => {
  const id = data.userId;
  if (ctx.serving) {
    await ctx.tx.query('DELETE FROM mail_outbox WHERE recipient_id = $1', [id]);
    await rewordMentions(ctx, { table: 'mail_outbox', columns: ['body', 'subject'], key: 'mail_id' }, id);
    const { rows } = await ctx.tx.query<{ name: string | null }>(`SELECT name FROM ${ctx.table('mail_recipients')} WHERE id = $1`, [id]);
    const name = rows[0]?.name?.trim();
    if (name)
      await ctx.tx.query(
        `UPDATE mail_outbox SET subject = $2, body = $2, status = CASE WHEN status = 'pending' THEN 'cancelled' ELSE status END
          WHERE mentions = '[]'::jsonb AND (strpos(subject, $1) > 0 OR strpos(body, $1) > 0)`,
        [name, REMOVED_TEXT],
      );
  }
  await run(ctx, id, [
    `DELETE FROM {mail_recipients} WHERE id = :id`,
    `DELETE FROM {mail_preferences} WHERE user_id = :id`,
    `DELETE FROM {mail_trades} WHERE user_id = :id`,
    `UPDATE {mail_forum_posts} SET title = :removed WHERE author_id = :id`,
    `DELETE FROM {mail_notifications} WHERE recipient_id = :id`,
    `UPDATE {mail_notification_users} SET name = :former WHERE id = :id`,
    `UPDATE {mail_notification_tradesmen} SET business_name = :former WHERE user_id = :id`,
    `UPDATE {mail_notification_projects} SET title = :removed WHERE client_id = :id`,
  ]);
};
