import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@tradeguild/contracts';
import { projectionSpec, type Given } from '../../../tests/support/projection-spec.ts';
import { notificationsProjection } from '../notifications/projection.ts';
import { moderationProjection } from './projection.ts';

const spec = projectionSpec(moderationProjection);
const notifications = projectionSpec(notificationsProjection);

const replyId = '9b2d4f6a-3c5e-4a7b-9d0f-1b2c3d4e5f6a';
const reviewId = '5c3e1a7b-2d4f-4e6a-8b9c-0d1e2f3a4b5c';
const postId = '7a1c3e5f-2b4d-4f6a-8c9e-0a1b2c3d4e5f';
const profileId = '3b4c5d6e-7f80-4a1b-8c2d-3e4f5a6b7c8d';
const rid = (n: number) => `a0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (minute: number) => `2025-06-01T09:${String(minute).padStart(2, '0')}:00.000Z`;

const registered = (userId: string, firstName: string): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, email: `${userId}@example.com`, firstName, lastName: null, profileImageUrl: null, userType: 'client' },
});
const reply = { subjectType: 'forumReply' as const, subjectId: replyId, parentId: postId, excerpt: 'Buy cheap drills' };
const review = { subjectType: 'review' as const, subjectId: reviewId, parentId: profileId, excerpt: 'Fake review' };
const filed = (n: number, s: typeof reply | typeof review, reporterId: string, reason: 'spam' | 'fake', minute: number): DomainEvent => ({
  type: 'ReportFiled',
  data: {
    ...s,
    reportId: rid(n),
    reporterId,
    subjectAuthorId: 'bob',
    reason,
    details: n === 1 ? 'Advertising' : null,
    filedAt: at(minute),
  },
});

const history: Given<DomainEvent>[] = [
  registered('carol', 'Carol'),
  registered('bob', 'Bob'),
  filed(1, reply, 'carol', 'spam', 1),
  filed(2, reply, 'dave', 'spam', 2),
  filed(3, review, 'carol', 'fake', 3),
  {
    type: 'SubjectHidden',
    data: { ...reply, subjectAuthorId: 'bob', reason: 'Advertising', by: 'admin', reporterIds: ['carol', 'dave'], hiddenAt: at(4) },
  },
  { type: 'ReportsDismissed', data: { ...review, subjectAuthorId: 'bob', by: 'admin', reporterIds: ['carol'], dismissedAt: at(5) } },
  filed(4, review, 'erin', 'fake', 6),
];

describe('moderation projection (applied twice)', () => {
  it('keeps reports with their outcome, the subjects, and the hidden subjects', async () => {
    const { rows, pushes } = await spec.given(history);
    expect(rows('moderation_reports').map((r) => [r.report_id, r.reporter_id, r.status])).toEqual([
      [rid(1), 'carol', 'hidden'],
      [rid(2), 'dave', 'hidden'],
      [rid(3), 'carol', 'dismissed'],
      [rid(4), 'erin', 'open'],
    ]);
    expect(
      rows('moderation_subjects')
        .map((s) => [s.subject_id, s.subject_type, s.author_id, s.parent_id])
        .sort(),
    ).toEqual(
      [
        [replyId, 'forumReply', 'bob', postId],
        [reviewId, 'review', 'bob', profileId],
      ].sort(),
    );
    expect(rows('hidden_subjects')).toMatchObject([
      { subject_id: replyId, subject_type: 'forumReply', author_id: 'bob', reason: 'Advertising' },
    ]);
    expect(pushes.filter((p) => p.room === 'admins')).toHaveLength(history.length - 2);
  });
});

describe('notifications of an outcome (applied twice)', () => {
  it('tells each reporter once, with the reason and a link to where it was', async () => {
    const { rows } = await notifications.given(history);
    const told = rows('notifications').map((n) => [n.recipient_id, n.kind, n.text, n.link]);
    expect(told).toEqual(
      expect.arrayContaining([
        [
          'carol',
          'report_hidden',
          'The forum reply you reported ("Buy cheap drills") has been hidden: Advertising',
          `/community/posts/${postId}`,
        ],
        [
          'dave',
          'report_hidden',
          'The forum reply you reported ("Buy cheap drills") has been hidden: Advertising',
          `/community/posts/${postId}`,
        ],
        ['carol', 'report_dismissed', 'We reviewed the review you reported ("Fake review") and left it up', `/tradesmen/${profileId}`],
      ]),
    );
    expect(told).toHaveLength(3);
  });
});
