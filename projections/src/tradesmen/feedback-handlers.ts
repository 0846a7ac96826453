import type { ReviewSubmitted, TradesmanEndorsed, UserRegistered } from '@tradeguild/contracts';
import type { Handler, HandlerContext } from '../runtime/types.ts';

/**
 * rating and totalReviews are recomputed from the reviews table, never incremented: applying an
 * event twice (or a rebuild) lands on the same numbers.
 */
async function refreshRatings({ tx, table }: HandlerContext, tradesmanId: string, projectId: string | null) {
  await tx.query(
    `UPDATE ${table('tradesmen')} t
        SET rating = coalesce(round(s.avg, 2), 0), total_reviews = s.n
       FROM (SELECT avg(rating) AS avg, count(*)::int AS n FROM ${table('reviews')} WHERE tradesman_id = $1) s
      WHERE t.id = $1`,
    [tradesmanId],
  );
  if (!projectId) return;
  await tx.query(
    `UPDATE ${table('portfolio_projects')} p
        SET average_rating = round(s.avg, 2), review_count = s.n
       FROM (SELECT avg(rating) AS avg, count(*)::int AS n FROM ${table('reviews')} WHERE portfolio_project_id = $1) s
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
    `INSERT INTO ${ctx.table('reviews')} (id, tradesman_id, client_id, client_name, portfolio_project_id, rating, comment, created_at, project_id, is_verified)
     SELECT $1, $2, $3, (SELECT first_name FROM ${ctx.table('reviewers')} WHERE user_id = $3), $4, $5, $6, $7, $8, $9
     ON CONFLICT (id) DO NOTHING`,
    [d.reviewId, d.tradesmanId, d.clientId, d.portfolioProjectId, d.rating, d.comment, d.submittedAt, d.projectId, d.isVerified],
  );
  await refreshRatings(ctx, d.tradesmanId, d.portfolioProjectId);
};

export const tradesmanEndorsed: Handler<TradesmanEndorsed> = async ({ data: d }, { tx, table }) => {
  await tx.query(
    `INSERT INTO ${table('endorsements')} (id, endorser_id, endorsed_id, skill, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [d.endorsementId, d.endorserId, d.tradesmanId, d.skill, d.comment, d.endorsedAt],
  );
};
