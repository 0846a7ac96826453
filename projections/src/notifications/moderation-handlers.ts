/** A reporter hears the outcome of their report: hidden (with the admin's reason) or left up. */
import type { ModerationEvent } from '@tradeguild/contracts';
import { REMOVED_TEXT, wordsOf } from '../privacy/mentions.ts';
import type { Handlers } from '../runtime/types.ts';
import { notify } from './notify.ts';
import { excerpt, reportOutcome } from './sentences.ts';

/** The reported words as the sentence holds them: their author's (a v1 dismissal names no author). */
const reported = (d: { excerpt: string; subjectAuthorId: string | null }) =>
  wordsOf(d.subjectAuthorId, excerpt(d.excerpt, 60), excerpt(REMOVED_TEXT, 60));

export const moderationNotificationHandlers: Handlers<ModerationEvent> = {
  SubjectHidden: async (event, ctx) => {
    const d = event.data;
    const text = `The ${reportOutcome.what(d.subjectType)} you reported (${excerpt(d.excerpt, 60)}) has been hidden: ${d.reason}`;
    const link = reportOutcome.link(d.subjectType, d.subjectId, d.parentId);
    for (const recipientId of new Set(d.reporterIds)) {
      const n = { recipientId, kind: 'report_hidden' as const, text, link, projectId: null, createdAt: d.hiddenAt };
      await notify(event, ctx, { ...n, parts: [reported(d)] });
    }
  },
  ReportsDismissed: async (event, ctx) => {
    const d = event.data;
    const text = `We reviewed the ${reportOutcome.what(d.subjectType)} you reported (${excerpt(d.excerpt, 60)}) and left it up`;
    const link = reportOutcome.link(d.subjectType, d.subjectId, d.parentId);
    for (const recipientId of new Set(d.reporterIds)) {
      const n = { recipientId, kind: 'report_dismissed' as const, text, link, projectId: null, createdAt: d.dismissedAt };
      await notify(event, ctx, { ...n, parts: [reported(d)] });
    }
  },
};
