/** The words and links of notifications: pure, so the unit tests read them directly. */
import { createHash } from 'node:crypto';
import { REPORT_SUBJECT_LABELS, type ReportSubjectType } from '@tradeguild/contracts';

/** '1250.00' as '£1,250.00' (a decimal string, never a float). */
export const pounds = (cost: string) => {
  const [whole = '0', pence = '00'] = cost.split('.');
  return `£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence.padEnd(2, '0').slice(0, 2)}`;
};

/** A title or a message in a sentence, cut so one long text cannot fill the panel. */
export const quoted = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `'${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}'`;
};

export const excerpt = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
};

/** The web app's pages for a project: the client's list (at the project's heading) and the tradesman's job page. */
export const links = {
  clientProject: (projectId: string) => `/my-projects/${projectId}`,
  clientRoom: (projectId: string) => `/my-projects/${projectId}/room`,
  job: (projectId: string) => `/jobs/${projectId}`,
  jobRoom: (projectId: string) => `/jobs/${projectId}#room-${projectId}`,
};

/**
 * A notification's id: the event that caused it and who it is for, hashed into a UUID (v5 layout).
 * Applying the event again yields the same id, so a replay inserts nothing new.
 */
export function notificationId(eventId: string, recipientId: string): string {
  const h = createHash('sha1').update(`notification:${eventId}:${recipientId}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A report's subject in a sentence, and where the reporter's notification leads. */
export const reportOutcome = {
  what: (type: ReportSubjectType) => REPORT_SUBJECT_LABELS[type].toLowerCase(),
  link: (type: ReportSubjectType, id: string, parentId: string | null): string => {
    switch (type) {
      case 'forumPost':
        return `/community/posts/${id}`;
      case 'forumReply':
        return parentId ? `/community/posts/${parentId}` : '/community';
      case 'review':
        return parentId ? `/tradesmen/${parentId}` : '/search';
      case 'profile':
        return `/tradesmen/${id}`;
      case 'message':
        return '/messages';
    }
  },
};

/** A quote's step, as its tradesman reads it; a quote closed by a hire or by the project's end says so (decision 0052). */
export function quoteStepSentence(
  step: 'accepted' | 'declined' | 'shortlisted',
  clientName: string,
  title: string,
  reason?: 'client' | 'trade_hired' | 'project_closed',
): string {
  if (step === 'declined' && reason === 'trade_hired')
    return `Not selected this time: ${clientName} hired someone else for ${quoted(title)}`;
  if (step === 'declined' && reason === 'project_closed') return `${quoted(title)} is no longer hiring, so your quote was closed`;
  return `${clientName} ${step} your quote for ${quoted(title)}`;
}

/** The work starting: today ('has started') or on a later day. */
export function startSentence(title: string, changedAt: string, startDate: string | undefined): string {
  if (!startDate || startDate <= changedAt.slice(0, 10)) return `Work has started on ${quoted(title)}`;
  const day = new Date(`${startDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Work on ${quoted(title)} starts on ${day}`;
}
