import type {
  ReviewInvitationSent,
  ReviewReplied,
  ReviewSubmitted,
  SubjectHidden,
  SubjectRestored,
  TradesmanEndorsed,
  UserRegistered,
} from '@tradeguild/contracts';
import type { Handler, HandlerContext } from '../runtime/types.ts';

/**
 * rating and totalReviews are recomputed from the reviews table, never incremented: applying an
 * event twice (or a rebuild) lands on the same numbers. Only verified (job) reviews count (v5):
 * reviews through an invitation, and the older unverified ones, are shown but never counted; a review
 * an admin hid after a report leaves the figures too (v6).
 */
async function refreshRatings({ tx, table }: HandlerContext, tradesmanId: string, projectId: string | null) {
  await tx.query(
    `UPDATE ${table('tradesmen')} t
        SET rating = coalesce(round(s.avg, 2), 0), total_reviews = s.n
       FROM (SELECT avg(rating) AS avg, count(*)::int AS n FROM ${table('reviews')} WHERE tradesman_id = $1 AND is_verified AND NOT hidden) s
      WHERE t.id = $1`,
    [tradesmanId],
  );
  if (!projectId) return;
  await tx.query(
    `UPDATE ${table('portfolio_projects')} p
        SET average_rating = round(s.avg, 2), review_count = s.n
       FROM (SELECT avg(rating) AS avg, count(*)::int AS n FROM ${table('reviews')} WHERE portfolio_project_id = $1 AND is_verified AND NOT hidden) s
      WHERE p.id = $1`,
    [projectId],
  );
}

/** Reviews show the reviewer's first name: the projection keeps the names it needs itself. */
export const reviewerRegistered: Handler<UserRegistered> = async ({ data: d }, { tx, table }) => {
  await tx.query(
    `INSERT INTO ${table('reviewers')} (user_id, first_name) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET first_name = excluded.first_name`,
    [d.userId, d.firstName],
  );
};

export const reviewSubmitted: Handler<ReviewSubmitted> = async ({ data: d }, ctx) => {
  await ctx.tx.query(
    `INSERT INTO ${ctx.table('reviews')} (id, tradesman_id, client_id, client_name, portfolio_project_id, rating, comment, created_at, project_id, is_verified, invitation_id)
     SELECT $1, $2, $3, (SELECT first_name FROM ${ctx.table('reviewers')} WHERE user_id = $3), $4, $5, $6, $7, $8, $9, $10
     ON CONFLICT (id) DO NOTHING`,
    [
      d.reviewId,
      d.tradesmanId,
      d.clientId,
      d.portfolioProjectId,
      d.rating,
      d.comment,
      d.submittedAt,
      d.projectId,
      d.isVerified,
      d.invitationId,
    ],
  );
  if (d.invitationId)
    await ctx.tx.query(`UPDATE ${ctx.table('review_invitations')} SET used_at = $2, review_id = $3 WHERE id = $1`, [
      d.invitationId,
      d.submittedAt,
      d.reviewId,
    ]);
  await refreshRatings(ctx, d.tradesmanId, d.portfolioProjectId);
};

export const tradesmanEndorsed: Handler<TradesmanEndorsed> = async ({ data: d }, { tx, table }) => {
  await tx.query(
    `INSERT INTO ${table('endorsements')} (id, endorser_id, endorsed_id, skill, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [d.endorsementId, d.endorserId, d.tradesmanId, d.skill, d.comment, d.endorsedAt],
  );
};

export const reviewInvitationSent: Handler<ReviewInvitationSent> = async ({ data: d }, { tx, table }) => {
  await tx.query(
    `INSERT INTO ${table('review_invitations')} (id, tradesman_id, email, portfolio_project_id, sent_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
    [d.invitationId, d.tradesmanId, d.email, d.portfolioProjectId, d.sentAt],
  );
};

/** The reply's text is the latest; replied_at stays the first reply's time (the 7-day edit window starts there). */
export const reviewReplied: Handler<ReviewReplied> = async ({ data: d }, { tx, table }) => {
  await tx.query(`UPDATE ${table('reviews')} SET reply = $2, replied_at = coalesce(replied_at, $3) WHERE id = $1`, [
    d.reviewId,
    d.text,
    d.repliedAt,
  ]);
};

/** A review hidden through the Moderation tab no longer counts (moderation's event; other subjects are not ours). */
export const reviewHidden: Handler<SubjectHidden> = async ({ data: d }, ctx) => {
  if (d.subjectType !== 'review') return;
  const { rows } = await ctx.tx.query<{ tradesman_id: string; portfolio_project_id: string | null }>(
    `UPDATE ${ctx.table('reviews')} SET hidden = true WHERE id = $1 RETURNING tradesman_id, portfolio_project_id`,
    [d.subjectId],
  );
  if (rows[0]) await refreshRatings(ctx, rows[0].tradesman_id, rows[0].portfolio_project_id);
};

/** A review an admin restored counts again. */
export const reviewRestored: Handler<SubjectRestored> = async ({ data: d }, ctx) => {
  if (d.subjectType !== 'review') return;
  const { rows } = await ctx.tx.query<{ tradesman_id: string; portfolio_project_id: string | null }>(
    `UPDATE ${ctx.table('reviews')} SET hidden = false WHERE id = $1 RETURNING tradesman_id, portfolio_project_id`,
    [d.subjectId],
  );
  if (rows[0]) await refreshRatings(ctx, rows[0].tradesman_id, rows[0].portfolio_project_id);
};
