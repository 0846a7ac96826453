/** Typed queries over the tradesmen read model: profiles, featured lists and search. */
import { sql } from 'slonik';
import {
  endorsementSchema,
  reviewSchema,
  tradesmanProfileSchema,
  type Endorsement,
  type Review,
  type SearchTradesmenQuery,
  type TradesmanProfile,
  type TradesmanSearchResult,
} from '@tradeguild/contracts';
import { notHidden, type ModerationViewer } from '../moderation/hidden.ts';
import type { ReadDb } from '../runtime/read-db.ts';
import type { Origin } from './postcodes.ts';
import { PROFILE_COLUMNS, REVIEW_COLUMNS } from './columns.ts';
import { countTradesmenSql, searchTradesmenSql } from './search-query.ts';

export const searchTradesmen = (db: ReadDb, q: SearchTradesmenQuery, origin: Origin | null): Promise<readonly TradesmanSearchResult[]> =>
  db.any(searchTradesmenSql(q, origin));

/** One page of a search and the number of matches in all. */
export async function searchTradesmenPage(
  db: ReadDb,
  q: SearchTradesmenQuery,
  origin: Origin | null,
): Promise<{ rows: readonly TradesmanSearchResult[]; total: number }> {
  const [rows, count] = await Promise.all([db.any(searchTradesmenSql(q, origin)), db.one(countTradesmenSql(q, origin))]);
  return { rows, total: count.total };
}

/** A public profile: a closed account's is not found (decision 0061). */
export const getTradesman = (db: ReadDb, id: string): Promise<TradesmanProfile | null> =>
  db.maybeOne(sql.type(tradesmanProfileSchema)`SELECT ${PROFILE_COLUMNS} FROM tradesmen t WHERE t.id = ${id} AND NOT t.closed`);

export const getTradesmanOfUser = (db: ReadDb, userId: string): Promise<TradesmanProfile | null> =>
  db.maybeOne(sql.type(tradesmanProfileSchema)`SELECT ${PROFILE_COLUMNS} FROM tradesmen t WHERE t.user_id = ${userId}`);

/** The featured rule: verified, with at least one portfolio project, not hidden by moderation, best rated, then most reviewed. */
export const listFeaturedTradesmen = (db: ReadDb, limit: number): Promise<readonly TradesmanProfile[]> =>
  db.any(sql.type(tradesmanProfileSchema)`
    SELECT ${PROFILE_COLUMNS} FROM tradesmen t WHERE t.verified AND t.project_count > 0 AND NOT t.closed AND ${notHidden('profile', sql.fragment`t.id`, null)}
     ORDER BY t.rating DESC, t.total_reviews DESC, t.id LIMIT ${limit}`);

/** `viewer`: reviews hidden through a report are left out but for their author and admins (moderation). */
export const listTradesmanReviews = (db: ReadDb, tradesmanId: string, viewer: ModerationViewer | null = null): Promise<readonly Review[]> =>
  db.any(sql.type(reviewSchema)`
    SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE r.tradesman_id = ${tradesmanId}
       AND ${notHidden('review', sql.fragment`r.id`, viewer, sql.fragment`r.client_id`)} ORDER BY r.created_at DESC, r.id`);

export const listEndorsements = (db: ReadDb, tradesmanId: string): Promise<readonly Endorsement[]> =>
  db.any(sql.type(endorsementSchema)`
    SELECT e.id, e.endorser_id, e.endorsed_id, e.skill, e.comment, e.created_at,
           coalesce(t.business_name, 'Business ' || e.endorser_id) AS endorser_business_name
      FROM endorsements e LEFT JOIN tradesmen t ON t.id = e.endorser_id
     WHERE e.endorsed_id = ${tradesmanId} ORDER BY e.created_at DESC, e.id`);
