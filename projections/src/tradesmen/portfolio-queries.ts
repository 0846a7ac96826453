/** Typed queries over the portfolio projects of the tradesmen read model. */
import { sql } from 'slonik';
import { portfolioProjectSchema, reviewSchema, type PortfolioProject, type Review } from '@tradeguild/contracts';
import { z } from 'zod';
import { notHidden, type ModerationViewer } from '../moderation/hidden.ts';
import type { ReadDb } from '../runtime/read-db.ts';
import { REVIEW_COLUMNS } from './columns.ts';

const PROJECT = sql.fragment`p.id, p.tradesman_id, t.business_name AS tradesman_business_name, p.title, p.description, p.category,
  p.project_type, p.before_images, p.after_images, p.videos, p.challenge, p.solution, p.materials, p.techniques, p.budget_range,
  p.timeline, p.client_testimonial, p.completed_at, p.created_at, p.average_rating, p.review_count`;
/** A closed account's portfolio is out of sight with its profile (decision 0061). */
const FROM_PROJECTS = sql.fragment`FROM portfolio_projects p JOIN tradesmen t ON t.id = p.tradesman_id AND NOT t.closed`;

export const getPortfolioProject = (db: ReadDb, id: string): Promise<PortfolioProject | null> =>
  db.maybeOne(sql.type(portfolioProjectSchema)`SELECT ${PROJECT} ${FROM_PROJECTS} WHERE p.id = ${id}`);

export const listPortfolio = (db: ReadDb, tradesmanId: string): Promise<readonly PortfolioProject[]> =>
  db.any(sql.type(portfolioProjectSchema)`
    SELECT ${PROJECT} ${FROM_PROJECTS} WHERE p.tradesman_id = ${tradesmanId}
     ORDER BY p.completed_at DESC NULLS LAST, p.created_at DESC, p.id`);

/** Which profile a project belongs to, to tell "not yours" (403) from "no such project" (404). */
export const portfolioProjectOwner = (db: ReadDb, id: string): Promise<string | null> =>
  db.maybeOneFirst(sql.type(z.object({ tradesmanId: z.string() }))`SELECT tradesman_id FROM portfolio_projects WHERE id = ${id}`);

export const listPortfolioProjectReviews = (
  db: ReadDb,
  projectId: string,
  viewer: ModerationViewer | null = null,
): Promise<readonly Review[]> =>
  db.any(sql.type(reviewSchema)`
    SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE r.portfolio_project_id = ${projectId}
       AND ${notHidden('review', sql.fragment`r.id`, viewer, sql.fragment`r.client_id`)} ORDER BY r.created_at DESC, r.id`);

/**
 * Similar: the same category, or by a tradesman sharing a trade with this project's tradesman;
 * never the project itself. Same category first, then same project type, then best rated, newest.
 */
export const listSimilarPortfolioProjects = (db: ReadDb, projectId: string, limit: number): Promise<readonly PortfolioProject[]> =>
  db.any(sql.type(portfolioProjectSchema)`
    WITH me AS (SELECT p.id, p.category, p.project_type, t.trade_categories ${FROM_PROJECTS} WHERE p.id = ${projectId})
    SELECT ${PROJECT} ${FROM_PROJECTS} CROSS JOIN me
     WHERE p.id <> me.id AND (p.category = me.category OR t.trade_categories && me.trade_categories)
     ORDER BY (p.category IS NOT DISTINCT FROM me.category) DESC, (p.project_type IS NOT DISTINCT FROM me.project_type) DESC,
              p.average_rating DESC NULLS LAST, p.completed_at DESC NULLS LAST, p.id
     LIMIT ${limit}`);

/**
 * The featured rule: projects of verified tradesmen that have after images, the best of each trade
 * category (so the home page shows different trades), best rated first, then most reviewed, then newest.
 * A profile hidden by moderation features nothing.
 */
export const listFeaturedPortfolioProjects = (db: ReadDb, limit: number): Promise<readonly PortfolioProject[]> =>
  db.any(sql.type(portfolioProjectSchema)`
    SELECT * FROM (
      SELECT DISTINCT ON (coalesce(p.category, t.trade_categories[1])) ${PROJECT} ${FROM_PROJECTS}
       WHERE t.verified AND cardinality(p.after_images) > 0 AND ${notHidden('profile', sql.fragment`t.id`, null)}
       ORDER BY coalesce(p.category, t.trade_categories[1]),
                p.average_rating DESC NULLS LAST, p.review_count DESC, p.completed_at DESC NULLS LAST, p.id) featured
    ORDER BY average_rating DESC NULLS LAST, review_count DESC, completed_at DESC NULLS LAST, id LIMIT ${limit}`);
