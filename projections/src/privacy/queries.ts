/**
 * What a copy of a person's data reads from the read models (decision 0061). Each list holds the
 * person's own rows, and of other people only what the person sees of them in the product: an id and
 * the display name shown there, and what others wrote to them (messages, quotes, reviews of them).
 * Never another person's e-mail address or phone number.
 */
import { sql } from 'slonik';
import type { ReadDb } from '../runtime/read-db.ts';

type Rows = readonly Record<string, unknown>[];
const rows = (db: ReadDb, query: ReturnType<typeof sql.unsafe>): Promise<Rows> => db.any(query) as Promise<Rows>;

export interface PersonalData {
  account: Record<string, unknown> | null;
  profile: Record<string, unknown> | null;
  portfolio: Rows;
  projects: Rows;
  roomMessages: Rows;
  quotesSent: Rows;
  quotesReceived: Rows;
  messages: Rows;
  reviewsGiven: Rows;
  reviewsReceived: Rows;
  forumPosts: Rows;
  forumReplies: Rows;
  notifications: Rows;
}

export async function personalData(db: ReadDb, userId: string): Promise<PersonalData> {
  const account = await db.maybeOne(sql.unsafe`
    SELECT id, email, first_name, last_name, profile_image_url, user_type, created_at, closed_at, erasure_due_at FROM users WHERE id = ${userId}`);
  const profile = await db.maybeOne(sql.unsafe`
    SELECT id, business_name, description, location, postcode, phone, website, years_experience, hourly_rate, rating, total_reviews,
           verified, specializations, certifications, equipment, availability, trade_categories, response_time,
           service_radius_miles, created_at, updated_at
      FROM tradesmen WHERE user_id = ${userId}`);
  const tradesmanId = (profile?.id as string | undefined) ?? null;
  const [portfolio, projects, roomMessages, quotesSent, quotesReceived, messages] = await Promise.all([
    tradesmanId ? rows(db, sql.unsafe`SELECT * FROM portfolio_projects WHERE tradesman_id = ${tradesmanId} ORDER BY created_at, id`) : [],
    rows(
      db,
      sql.unsafe`SELECT id, title, description, category, project_type, location, budget, timeline, required_trades, status,
                        photos, start_date, created_at, updated_at
                   FROM client_projects WHERE client_id = ${userId} ORDER BY created_at, id`,
    ),
    rows(
      db,
      sql.unsafe`SELECT id, project_id, content, created_at FROM project_room_messages WHERE sender_id = ${userId} ORDER BY created_at, id`,
    ),
    rows(
      db,
      sql.unsafe`SELECT a.id, a.project_id, p.title AS project_title, a.message, a.proposed_cost, a.estimated_duration, a.trades,
                        a.status, a.response_message, a.created_at, a.updated_at
                   FROM project_applications a LEFT JOIN client_projects p ON p.id = a.project_id
                  WHERE a.tradesman_user_id = ${userId} ORDER BY a.created_at, a.id`,
    ),
    // Quotes others sent on the person's projects, as the person saw them: the business name, never a phone or e-mail.
    rows(
      db,
      sql.unsafe`SELECT a.id, a.project_id, t.business_name AS tradesman_name, a.message, a.proposed_cost, a.estimated_duration,
                        a.trades, a.status, a.response_message, a.created_at
                   FROM project_applications a JOIN client_projects p ON p.id = a.project_id
                   LEFT JOIN tradesmen t ON t.id = a.tradesman_id
                  WHERE p.client_id = ${userId} ORDER BY a.created_at, a.id`,
    ),
    rows(
      db,
      sql.unsafe`SELECT m.id, m.sender_id = ${userId} AS sent_by_me,
                        CASE WHEN m.sender_id = ${userId} THEN m.receiver_id ELSE m.sender_id END AS partner_id,
                        mp.name AS partner_name, m.project_id, m.content, m.is_read, m.created_at
                   FROM messages m
                   LEFT JOIN message_participants mp ON mp.user_id = CASE WHEN m.sender_id = ${userId} THEN m.receiver_id ELSE m.sender_id END
                  WHERE m.sender_id = ${userId} OR m.receiver_id = ${userId} ORDER BY m.created_at, m.id`,
    ),
  ]);
  const [reviewsGiven, reviewsReceived, forumPosts, forumReplies, notifications] = await Promise.all([
    rows(
      db,
      sql.unsafe`SELECT r.id, r.tradesman_id, t.business_name AS tradesman_name, r.rating, r.comment, r.reply, r.is_verified, r.created_at
                   FROM reviews r LEFT JOIN tradesmen t ON t.id = r.tradesman_id WHERE r.client_id = ${userId} ORDER BY r.created_at, r.id`,
    ),
    tradesmanId
      ? rows(
          db,
          sql.unsafe`SELECT id, client_id, client_name, rating, comment, reply, replied_at, is_verified, created_at
                       FROM reviews WHERE tradesman_id = ${tradesmanId} ORDER BY created_at, id`,
        )
      : [],
    rows(
      db,
      sql.unsafe`SELECT id, title, content, category, tags, likes, reply_count, hidden, created_at, updated_at
                   FROM forum_posts WHERE author_id = ${userId} ORDER BY created_at, id`,
    ),
    rows(
      db,
      sql.unsafe`SELECT id, post_id, content, likes, hidden, created_at, updated_at FROM forum_replies WHERE author_id = ${userId} ORDER BY created_at, id`,
    ),
    rows(
      db,
      sql.unsafe`SELECT id, kind, text, link, project_id, is_read, created_at FROM notifications WHERE recipient_id = ${userId} ORDER BY created_at, event_pos`,
    ),
  ]);
  return {
    account: account as Record<string, unknown> | null,
    profile: profile as Record<string, unknown> | null,
    portfolio,
    projects,
    roomMessages,
    quotesSent,
    quotesReceived,
    messages,
    reviewsGiven,
    reviewsReceived,
    forumPosts,
    forumReplies,
    notifications,
  };
}
