import type { Endorsement, PortfolioProject, Review, SearchTradesmenQuery, TradesmanProfile, TradesmanSearchResult } from '@tradeguild/contracts';
import type { Queryable } from '../db/pool.ts';
import type { Origin } from './postcodes.ts';
import { PROFILE_COLUMNS, toProfile, toSearchResult, type ProfileRow } from './profile-rows.ts';
import { PROJECT_COLUMNS, REVIEW_SELECT, toEndorsement, toProject, toReview, type EndorsementRow, type ProjectRow, type ReviewRow } from './project-rows.ts';
import { buildSearchQuery } from './search-query.ts';

export async function searchTradesmen(db: Queryable, q: SearchTradesmenQuery, origin: Origin | null): Promise<TradesmanSearchResult[]> {
  const { text, values } = buildSearchQuery(q, origin);
  const { rows } = await db.query<ProfileRow>(text, values);
  return rows.map(toSearchResult);
}

export async function getTradesman(db: Queryable, id: string): Promise<TradesmanProfile | null> {
  const { rows } = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM tradesmen t WHERE t.id = $1`, [id]);
  return rows[0] ? toProfile(rows[0]) : null;
}

export async function getTradesmanOfUser(db: Queryable, userId: string): Promise<TradesmanProfile | null> {
  const { rows } = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM tradesmen t WHERE t.user_id = $1`, [userId]);
  return rows[0] ? toProfile(rows[0]) : null;
}

/** The featured rule: verified, with at least one portfolio project, best rated, then most reviewed. */
export async function listFeaturedTradesmen(db: Queryable, limit: number): Promise<TradesmanProfile[]> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM tradesmen t WHERE t.verified AND t.project_count > 0
      ORDER BY t.rating DESC, t.total_reviews DESC, t.id LIMIT $1`,
    [limit],
  );
  return rows.map(toProfile);
}

export async function listPortfolio(db: Queryable, tradesmanId: string): Promise<PortfolioProject[]> {
  const { rows } = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM portfolio_projects p JOIN tradesmen t ON t.id = p.tradesman_id
      WHERE p.tradesman_id = $1 ORDER BY p.completed_at DESC NULLS LAST, p.created_at DESC, p.id`,
    [tradesmanId],
  );
  return rows.map(toProject);
}

export async function listTradesmanReviews(db: Queryable, tradesmanId: string): Promise<Review[]> {
  const { rows } = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.tradesman_id = $1 ORDER BY r.created_at DESC, r.id`, [tradesmanId]);
  return rows.map(toReview);
}

export async function listEndorsements(db: Queryable, tradesmanId: string): Promise<Endorsement[]> {
  const { rows } = await db.query<EndorsementRow>(
    `SELECT e.*, coalesce(t.business_name, 'Business ' || e.endorser_id) AS endorser_business_name
       FROM endorsements e LEFT JOIN tradesmen t ON t.id = e.endorser_id
      WHERE e.endorsed_id = $1 ORDER BY e.created_at DESC, e.id`,
    [tradesmanId],
  );
  return rows.map(toEndorsement);
}
