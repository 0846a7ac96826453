import { describe, it } from 'vitest';
import { MODERATION_MESSAGES, type ModerationEvent } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import type { ModerationCommand } from './commands.ts';
import { moderationDecider } from './decide.ts';

const subjectId = '9b2d4f6a-3c5e-4a7b-9d0f-1b2c3d4e5f6a';
const postId = '7a1c3e5f-2b4d-4f6a-8c9e-0a1b2c3d4e5f';
const reportId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const at = TEST_NOW.toISOString();
const subject = { subjectType: 'forumReply' as const, subjectId };
const facts = { authorId: 'bob', parentId: postId, excerpt: 'Buy  cheap\nboilers' };

const file = (reporterId: string, over: Partial<Extract<ModerationCommand, { type: 'FileReport' }>['data']> = {}): ModerationCommand => ({
  type: 'FileReport',
  data: { ...subject, reportId, reporterId, subject: facts, reason: 'spam', details: null, ...over },
});
const filed = (reporterId: string): ModerationEvent => ({
  type: 'ReportFiled',
  data: {
    ...subject,
    reportId,
    reporterId,
    subjectAuthorId: 'bob',
    parentId: postId,
    excerpt: 'Buy cheap boilers',
    reason: 'spam',
    details: null,
    filedAt: at,
  },
});
const hide: ModerationCommand = { type: 'HideSubject', data: { ...subject, by: 'admin', reason: 'Advertising' } };
const dismiss: ModerationCommand = { type: 'DismissReports', data: { ...subject, by: 'admin' } };
const hidden: ModerationEvent = {
  type: 'SubjectHidden',
  data: {
    ...subject,
    parentId: postId,
    excerpt: 'Buy cheap boilers',
    subjectAuthorId: 'bob',
    reason: 'Advertising',
    by: 'admin',
    reporterIds: ['alice', 'carol'],
    hiddenAt: at,
  },
};
const dismissed: ModerationEvent = {
  type: 'ReportsDismissed',
  data: {
    ...subject,
    parentId: postId,
    excerpt: 'Buy cheap boilers',
    subjectAuthorId: 'bob',
    by: 'admin',
    reporterIds: ['alice'],
    dismissedAt: at,
  },
};

describe('FileReport', () => {
  it('files a report with the subject as the route read it (the excerpt flattened)', () => {
    given(moderationDecider)
      .when(file('alice'))
      .then([filed('alice')]);
  });
  it('cuts a long excerpt', () => {
    const long = 'x'.repeat(400);
    const events = moderationDecider.decide(file('alice', { subject: { ...facts, excerpt: long } }), moderationDecider.initialState(), {
      now: TEST_NOW,
      actorId: 'alice',
    });
    const data = events[0]!.data as { excerpt: string };
    if (data.excerpt.length !== 280 || !data.excerpt.endsWith('…')) throw new Error(`excerpt ${data.excerpt.length}`);
  });
  it('refuses a subject that does not exist', () => {
    given(moderationDecider)
      .when(file('alice', { subject: null }))
      .thenThrows(NotFoundError, MODERATION_MESSAGES.notFound);
  });
  it("refuses the author's own content", () => {
    given(moderationDecider).when(file('bob')).thenThrows(ForbiddenError, MODERATION_MESSAGES.own);
  });
  it('takes one report per person per subject, even after an outcome', () => {
    given(moderationDecider, [filed('alice')])
      .when(file('alice'))
      .thenThrows(ConflictError, MODERATION_MESSAGES.already);
    given(moderationDecider, [filed('alice'), dismissed])
      .when(file('alice'))
      .thenThrows(ConflictError, MODERATION_MESSAGES.already);
    given(moderationDecider, [filed('alice')])
      .when(file('carol'))
      .then([filed('carol')]);
  });
  it('takes no report on what is hidden already', () => {
    given(moderationDecider, [filed('alice'), filed('carol'), hidden])
      .when(file('dave'))
      .thenThrows(ConflictError, MODERATION_MESSAGES.alreadyHidden);
  });
});

describe('HideSubject', () => {
  it('hides, naming the open reports it settles', () => {
    given(moderationDecider, [filed('alice'), filed('carol')])
      .when(hide)
      .then([hidden]);
  });
  it('names only reports filed since the last outcome', () => {
    given(moderationDecider, [filed('alice'), dismissed, filed('carol')])
      .when(hide)
      .then([{ ...hidden, data: { ...hidden.data, reporterIds: ['carol'] } } as ModerationEvent]);
  });
  it('refuses a subject never reported, one already hidden, and one without open reports', () => {
    given(moderationDecider).when(hide).thenThrows(NotFoundError, 'Report not found');
    given(moderationDecider, [filed('alice'), filed('carol'), hidden])
      .when(hide)
      .thenThrows(ConflictError, MODERATION_MESSAGES.alreadyHidden);
    given(moderationDecider, [filed('alice'), dismissed])
      .when(hide)
      .thenThrows(ConflictError, MODERATION_MESSAGES.noOpenReports);
  });
});

describe('DismissReports', () => {
  it('closes the open reports', () => {
    given(moderationDecider, [filed('alice')])
      .when(dismiss)
      .then([dismissed]);
  });
  it('refuses a subject never reported and one without open reports', () => {
    given(moderationDecider).when(dismiss).thenThrows(NotFoundError, 'Report not found');
    given(moderationDecider, [filed('alice'), dismissed])
      .when(dismiss)
      .thenThrows(ConflictError, MODERATION_MESSAGES.noOpenReports);
  });
});

describe('RestoreSubject', () => {
  const restore: ModerationCommand = { type: 'RestoreSubject', data: { ...subject, by: 'admin', reason: 'Appeal upheld' } };
  const restored: ModerationEvent = {
    type: 'SubjectRestored',
    data: { ...subject, subjectAuthorId: 'bob', reason: 'Appeal upheld', by: 'admin', restoredAt: at },
  };
  it('restores what is hidden, naming its author', () => {
    given(moderationDecider, [filed('alice'), filed('carol'), hidden])
      .when(restore)
      .then([restored]);
  });
  it('refuses a subject never reported, and one that is not hidden (never, or restored already)', () => {
    given(moderationDecider).when(restore).thenThrows(NotFoundError, 'Report not found');
    given(moderationDecider, [filed('alice')])
      .when(restore)
      .thenThrows(ConflictError, MODERATION_MESSAGES.notHidden);
    given(moderationDecider, [filed('alice'), filed('carol'), hidden, restored])
      .when(restore)
      .thenThrows(ConflictError, MODERATION_MESSAGES.notHidden);
  });
  it('takes a new report from someone new after a restore, and hides again', () => {
    given(moderationDecider, [filed('alice'), filed('carol'), hidden, restored])
      .when(file('dave'))
      .then([filed('dave')]);
  });
});
