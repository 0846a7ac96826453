import type { PortfolioProjectAdded, PortfolioProjectRemoved, PortfolioProjectUpdated, ProjectDetails } from '@tradeguild/contracts';
import type { Handler, HandlerContext } from '../runtime/types.ts';

const COLUMNS = [
  'title',
  'description',
  'category',
  'project_type',
  'before_images',
  'after_images',
  'videos',
  'challenge',
  'solution',
  'materials',
  'techniques',
  'budget_range',
  'timeline',
  'client_testimonial',
  'completed_at',
] as const;

const values = (d: ProjectDetails) => [
  d.title,
  d.description,
  d.category,
  d.projectType,
  d.beforeImages,
  d.afterImages,
  d.videos,
  d.challenge,
  d.solution,
  d.materials,
  d.techniques,
  d.budgetRange,
  d.timeline,
  d.clientTestimonial,
  d.completedAt,
];

/** The profile's project count and project types (the search's "project type" filter) follow its portfolio. */
async function refreshPortfolioSummary({ tx, table }: HandlerContext, tradesmanId: string) {
  await tx.query(
    `UPDATE ${table('tradesmen')} t
        SET project_count = s.n, project_types = s.types
       FROM (SELECT count(*)::int AS n,
                    coalesce(array_agg(DISTINCT project_type) FILTER (WHERE project_type IS NOT NULL), '{}') AS types
               FROM ${table('portfolio_projects')} WHERE tradesman_id = $1) s
      WHERE t.id = $1`,
    [tradesmanId],
  );
}

export const projectAdded: Handler<PortfolioProjectAdded> = async ({ data: d }, ctx) => {
  const ph = COLUMNS.map((_, i) => `$${i + 3}`).join(', ');
  const at = COLUMNS.length + 3;
  await ctx.tx.query(
    `INSERT INTO ${ctx.table('portfolio_projects')} (id, tradesman_id, ${COLUMNS.join(', ')}, created_at, updated_at)
     VALUES ($1, $2, ${ph}, $${at}, $${at}) ON CONFLICT (id) DO NOTHING`,
    [d.projectId, d.tradesmanId, ...values(d), d.addedAt],
  );
  await refreshPortfolioSummary(ctx, d.tradesmanId);
};

export const projectUpdated: Handler<PortfolioProjectUpdated> = async ({ data: d }, ctx) => {
  const sets = COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await ctx.tx.query(`UPDATE ${ctx.table('portfolio_projects')} SET ${sets}, updated_at = $${COLUMNS.length + 2} WHERE id = $1`, [
    d.projectId,
    ...values(d),
    d.updatedAt,
  ]);
  await refreshPortfolioSummary(ctx, d.tradesmanId);
};

export const projectRemoved: Handler<PortfolioProjectRemoved> = async ({ data: d }, ctx) => {
  await ctx.tx.query(`DELETE FROM ${ctx.table('portfolio_projects')} WHERE id = $1`, [d.projectId]);
  await refreshPortfolioSummary(ctx, d.tradesmanId);
};
