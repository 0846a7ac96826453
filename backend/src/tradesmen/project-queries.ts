import type { PortfolioProject, Review } from '@tradeguild/contracts';
import type { Queryable } from '../db/pool.ts';
import { PROJECT_COLUMNS, REVIEW_SELECT, toProject, toReview, type ProjectRow, type ReviewRow } from './project-rows.ts';

const FROM_PROJECTS = 'FROM portfolio_projects p JOIN tradesmen t ON t.id = p.tradesman_id';

export async function getProject(db: Queryable, id: string): Promise<PortfolioProject | null> {
  const { rows } = await db.query<ProjectRow>(`SELECT ${PROJECT_COLUMNS} ${FROM_PROJECTS} WHERE p.id = $1`, [id]);
  return rows[0] ? toProject(rows[0]) : null;
}

/** Which profile a project belongs to, to tell "not yours" (403) from "no such project" (404). */
export async function projectOwner(db: Queryable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ tradesman_id: string }>('SELECT tradesman_id FROM portfolio_projects WHERE id = $1', [id]);
  return rows[0]?.tradesman_id ?? null;
}

export async function listProjectReviews(db: Queryable, projectId: string): Promise<Review[]> {
  const { rows } = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.portfolio_project_id = $1 ORDER BY r.created_at DESC, r.id`, [projectId]);
  return rows.map(toReview);
}

/**
 * Similar: the same category, or by a tradesman sharing a trade with this project's tradesman;
 * never the project itself. Same category first, then same project type, then best rated, newest.
 */
export async function listSimilarProjects(db: Queryable, projectId: string, limit: number): Promise<PortfolioProject[]> {
  const { rows } = await db.query<ProjectRow>(
    `WITH me AS (SELECT p.id, p.category, p.project_type, t.trade_categories ${FROM_PROJECTS} WHERE p.id = $1)
     SELECT ${PROJECT_COLUMNS} ${FROM_PROJECTS} CROSS JOIN me
      WHERE p.id <> me.id AND (p.category = me.category OR t.trade_categories && me.trade_categories)
      ORDER BY (p.category IS NOT DISTINCT FROM me.category) DESC, (p.project_type IS NOT DISTINCT FROM me.project_type) DESC,
               p.average_rating DESC NULLS LAST, p.completed_at DESC NULLS LAST, p.id
      LIMIT $2`,
    [projectId, limit],
  );
  return rows.map(toProject);
}

/**
 * The featured rule: projects of verified tradesmen that have after images, the best of each trade
 * category (so the home page shows different trades), best rated first, then most reviewed, then newest.
 */
export async function listFeaturedProjects(db: Queryable, limit: number): Promise<PortfolioProject[]> {
  const best = 'average_rating DESC NULLS LAST, review_count DESC, completed_at DESC NULLS LAST, id';
  const { rows } = await db.query<ProjectRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (coalesce(p.category, t.trade_categories[1])) ${PROJECT_COLUMNS} ${FROM_PROJECTS}
        WHERE t.verified AND cardinality(p.after_images) > 0
        ORDER BY coalesce(p.category, t.trade_categories[1]), ${best.replace(/(^|, )/g, '$1p.')}) featured
     ORDER BY ${best} LIMIT $1`,
    [limit],
  );
  return rows.map(toProject);
}
