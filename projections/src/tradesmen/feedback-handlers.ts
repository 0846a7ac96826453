import type { ReviewSubmitted, TradesmanEndorsed } from '@tradeguild/contracts';
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

export const reviewSubmitted: Handler = async (event, ctx) => {
  const d = event.data as ReviewSubmitted['data'];
  await ctx.tx.query(
    `INSERT INTO ${ctx.table('reviews')} (id, tradesman_id, client_id, portfolio_project_id, rating, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [d.reviewId, d.tradesmanId, d.clientId, d.portfolioProjectId, d.rating, d.comment, d.submittedAt],
  );
  await refreshRatings(ctx, d.tradesmanId, d.portfolioProjectId);
};

export const tradesmanEndorsed: Handler = async (event, { tx, table }) => {
  const d = event.data as TradesmanEndorsed['data'];
  await tx.query(
    `INSERT INTO ${table('endorsements')} (id, endorser_id, endorsed_id, skill, comment, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [d.endorsementId, d.endorserId, d.tradesmanId, d.skill, d.comment, d.endorsedAt],
  );
};
