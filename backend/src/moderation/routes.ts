import { moderationStreamId, type ReportSubjectType } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { hiddenSubjects, openReportedSubjects, reportSubjectFacts } from '@tradeguild/projections';
import { requireAdmin, requireUser, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import type { ModerationCommand } from './commands.ts';
import { moderationDecider } from './decide.ts';

const routes = apiRoutes.moderation;

/** A command on a subject's moderation stream. */
const onSubject = (subjectType: ReportSubjectType, subjectId: string, command: ModerationCommand, commandId?: string) => ({
  streamId: moderationStreamId(subjectType, subjectId),
  decider: moderationDecider,
  command,
  commandId,
});

/**
 * /api/reports: any signed-in person reports a forum post or reply, a review, a profile or a
 * message they received (rate-limited in app.ts). The subject's author, text and place are read
 * from its read model, so the decider can refuse what does not exist and one's own content.
 */
export function reportRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(requireUser, freshReads(deps, 'forum', 'tradesmen', 'messages', 'moderation'));
  const command = commandRoutes(api, deps);
  command(routes.report, async ({ body: { subjectType, subjectId, reason, details, commandId } }, req) => {
    const reporterId = user(req).id;
    const reportId = newEntityId(req, commandId, 'report');
    const subject = await reportSubjectFacts(deps.db, subjectType, subjectId, reporterId);
    const cmd = {
      type: 'FileReport' as const,
      data: { subjectType, subjectId, reportId, reporterId, subject, reason, details: details ?? null },
    };
    return { ...onSubject(subjectType, subjectId, cmd, commandId), id: reportId, status: 201 };
  });
}

/**
 * /api/admin/reports (and .../hidden): the Moderation tab: open reports by subject, hide (with a
 * reason) or dismiss; what is hidden, and restore it (with a reason). Admins only.
 */
export function moderationAdminRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(requireAdmin(deps.policy), freshReads(deps, 'moderation'));
  const command = commandRoutes(api, deps);

  api.on(routes.reports, async (_input, _req, res) => {
    res.json(await openReportedSubjects(deps.db));
  });

  command(routes.hide, ({ params, body: { reason, commandId } }, req) => {
    const subjectType = params.subjectType as ReportSubjectType;
    const cmd = { type: 'HideSubject' as const, data: { subjectType, subjectId: params.subjectId, by: user(req).id, reason } };
    return { ...onSubject(subjectType, params.subjectId, cmd, commandId), id: params.subjectId };
  });

  api.on(routes.hidden, async (_input, _req, res) => {
    res.json(await hiddenSubjects(deps.db));
  });

  command(routes.restore, ({ params, body: { reason, commandId } }, req) => {
    const subjectType = params.subjectType as ReportSubjectType;
    const cmd = { type: 'RestoreSubject' as const, data: { subjectType, subjectId: params.subjectId, by: user(req).id, reason } };
    return { ...onSubject(subjectType, params.subjectId, cmd, commandId), id: params.subjectId };
  });

  command(routes.dismiss, ({ params, body: { commandId } }, req) => {
    const subjectType = params.subjectType as ReportSubjectType;
    const cmd = { type: 'DismissReports' as const, data: { subjectType, subjectId: params.subjectId, by: user(req).id } };
    return { ...onSubject(subjectType, params.subjectId, cmd, commandId), id: params.subjectId };
  });
}
