import { MODERATION_LIMITS, MODERATION_MESSAGES, type ModerationEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import type { ModerationCommand } from './commands.ts';
import { evolveModeration, initialModerationState, type ModerationState } from './state.ts';

export const REPORT_NOT_FOUND = 'Report not found';

const cut = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MODERATION_LIMITS.excerpt ? `${flat.slice(0, MODERATION_LIMITS.excerpt - 1)}…` : flat;
};

/**
 * Reports: the subject must exist (read by the route), not be the reporter's own, not be hidden
 * already, and each person reports a subject once, ever. Outcomes: an admin hides or dismisses
 * what has open reports; both name the reporters they settle, who are told. An admin may restore
 * what is hidden, with a reason; the settled reports stay settled.
 */
export function decideModeration(command: ModerationCommand, state: ModerationState, ctx: CommandContext): ModerationEvent[] {
  const at = ctx.now.toISOString();
  switch (command.type) {
    case 'FileReport': {
      const { subject, reporterId, subjectType, subjectId, reportId, reason, details } = command.data;
      if (!subject) throw new NotFoundError(MODERATION_MESSAGES.notFound);
      if (subject.authorId === reporterId) throw new ForbiddenError(MODERATION_MESSAGES.own);
      if (state.reporters.has(reporterId)) throw new ConflictError(MODERATION_MESSAGES.already);
      if (state.hidden) throw new ConflictError(MODERATION_MESSAGES.alreadyHidden);
      return [
        {
          type: 'ReportFiled',
          data: {
            subjectType,
            subjectId,
            reportId,
            reporterId,
            subjectAuthorId: subject.authorId,
            parentId: subject.parentId,
            excerpt: cut(subject.excerpt),
            reason,
            details,
            filedAt: at,
          },
        },
      ];
    }
    case 'HideSubject': {
      const { subjectType, subjectId, by, reason } = command.data;
      if (state.subject === null) throw new NotFoundError(REPORT_NOT_FOUND);
      if (state.hidden) throw new ConflictError(MODERATION_MESSAGES.alreadyHidden);
      if (state.open.length === 0) throw new ConflictError(MODERATION_MESSAGES.noOpenReports);
      return [
        {
          type: 'SubjectHidden',
          data: {
            subjectType,
            subjectId,
            subjectAuthorId: state.subject.authorId,
            parentId: state.subject.parentId,
            excerpt: state.subject.excerpt,
            reason,
            by,
            reporterIds: [...state.open],
            hiddenAt: at,
          },
        },
      ];
    }
    case 'DismissReports': {
      const { subjectType, subjectId, by } = command.data;
      if (state.subject === null) throw new NotFoundError(REPORT_NOT_FOUND);
      if (state.open.length === 0) throw new ConflictError(MODERATION_MESSAGES.noOpenReports);
      const { parentId, excerpt, authorId } = state.subject;
      return [
        {
          type: 'ReportsDismissed',
          // The author names whose key seals the excerpt (v2; decision 0068).
          data: { subjectType, subjectId, parentId, excerpt, subjectAuthorId: authorId, by, reporterIds: [...state.open], dismissedAt: at },
        },
      ];
    }
    case 'RestoreSubject': {
      const { subjectType, subjectId, by, reason } = command.data;
      if (state.subject === null) throw new NotFoundError(REPORT_NOT_FOUND);
      if (!state.hidden) throw new ConflictError(MODERATION_MESSAGES.notHidden);
      return [
        {
          type: 'SubjectRestored',
          data: { subjectType, subjectId, subjectAuthorId: state.subject.authorId, reason, by, restoredAt: at },
        },
      ];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

export const moderationDecider: Decider<ModerationState, ModerationCommand, ModerationEvent> = {
  initialState: initialModerationState,
  evolve: evolveModeration,
  decide: decideModeration,
};
