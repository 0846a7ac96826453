import type {
  ApplicationAccepted,
  ApplicationRejected,
  ApplicationShortlisted,
  ApplicationSubmitted,
  ApplicationWithdrawn,
  ProjectStatusChanged,
  QuoteRequested,
} from '@tradeguild/contracts';
import type { Handler, HandlerContext } from '../runtime/types.ts';

/** The project's applicant count and hired trades are recomputed from its quotes, never incremented. */
async function refreshProject({ tx, table }: HandlerContext, projectId: string) {
  await tx.query(
    `UPDATE ${table('client_projects')} p
        SET applicant_count = s.n, hired_trades = s.hired
       FROM (SELECT count(*) FILTER (WHERE status <> 'withdrawn')::int AS n,
                    coalesce(array_agg(DISTINCT trade) FILTER (WHERE status = 'accepted' AND trade IS NOT NULL), '{}') AS hired
               FROM ${table('project_applications')} LEFT JOIN LATERAL unnest(trades) trade ON true
              WHERE project_id = $1) s
      WHERE p.id = $1`,
    [projectId],
  );
}

export const applicationSubmitted: Handler<ApplicationSubmitted> = async ({ data: d }, ctx) => {
  await ctx.tx.query(
    `INSERT INTO ${ctx.table('project_applications')}
       (id, project_id, tradesman_id, tradesman_user_id, message, proposed_cost, estimated_duration, trades, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING`,
    [
      d.applicationId,
      d.projectId,
      d.tradesmanId,
      d.tradesmanUserId,
      d.message,
      d.proposedCost,
      d.estimatedDuration,
      d.trades,
      d.submittedAt,
    ],
  );
  await refreshProject(ctx, d.projectId);
};

type StepEvent = ApplicationWithdrawn | ApplicationShortlisted | ApplicationAccepted | ApplicationRejected;
const setApplication = (changes: string, values: (d: StepEvent['data']) => unknown[] = () => []) =>
  (async ({ data: d }, ctx) => {
    await ctx.tx.query(`UPDATE ${ctx.table('project_applications')} SET ${changes}, updated_at = $2 WHERE id = $1`, [
      d.applicationId,
      d.at,
      ...values(d),
    ]);
    await refreshProject(ctx, d.projectId);
  }) as Handler<StepEvent>;

export const applicationWithdrawn = setApplication(`status = 'withdrawn', shortlisted = false`) as Handler<ApplicationWithdrawn>;
export const applicationShortlisted = setApplication(`shortlisted = true`) as Handler<ApplicationShortlisted>;
export const applicationAccepted = setApplication(`status = 'accepted', shortlisted = false`) as Handler<ApplicationAccepted>;
export const applicationRejected = setApplication(`status = 'rejected', shortlisted = false, response_message = $3`, (d) => [
  'message' in d ? d.message : null,
]) as Handler<ApplicationRejected>;

export const projectStatusChanged: Handler<ProjectStatusChanged> = async ({ data: d }, { tx, table }) => {
  // The work starts on the day chosen with the last hire, or (events before issue 23) the day it moved.
  const startDate = d.to === 'in_progress' ? (d.startDate ?? d.changedAt.slice(0, 10)) : null;
  await tx.query(
    `UPDATE ${table('client_projects')} SET status = $2, updated_at = $3, start_date = coalesce($4::date, start_date) WHERE id = $1`,
    [d.projectId, d.to, d.changedAt, startDate],
  );
};

export const quoteRequested: Handler<QuoteRequested> = async ({ data: d }, { tx, table }) => {
  await tx.query(
    `INSERT INTO ${table('project_invitations')} (project_id, tradesman_user_id, tradesman_id, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [d.projectId, d.tradesmanUserId, d.tradesmanId, d.requestedAt],
  );
};
