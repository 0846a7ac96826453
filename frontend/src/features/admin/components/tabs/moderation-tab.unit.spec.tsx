import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminHiddenSubjectsRoute,
  adminReportsRoute,
  dismissReportsRoute,
  hideReportedSubjectRoute,
  restoreHiddenSubjectRoute,
  type HiddenSubject,
  type ReportedSubject,
} from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, json, mockApi, resetToasts, sentBodies, writes } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ModerationTab } from './moderation-tab';

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

const replyId = '9b2d4f6a-3c5e-4a7b-9d0f-1b2c3d4e5f6a';
const postId = '7a1c3e5f-2b4d-4f6a-8c9e-0a1b2c3d4e5f';
const subject: ReportedSubject = {
  subjectType: 'forumReply',
  subjectId: replyId,
  subjectAuthorId: 'bob',
  subjectAuthorName: 'Bob',
  parentId: postId,
  excerpt: 'Cheap sealant at sealant-deals.example',
  reportCount: 2,
  lastReportedAt: '2026-11-27T10:00:00.000Z',
  reports: [
    { reportId: 'r2', reporterId: 'dave', reporterName: 'Dave', reason: 'spam', details: null, filedAt: '2026-11-27T10:00:00.000Z' },
    {
      reportId: 'r1',
      reporterId: 'carol',
      reporterName: null,
      reason: 'spam',
      details: 'In every thread',
      filedAt: '2026-11-26T10:00:00.000Z',
    },
  ],
};
const params = { subjectType: 'forumReply', subjectId: replyId };

describe('Moderation tab', () => {
  it('says when there is nothing to moderate', async () => {
    mockApi({ [endpoint(adminReportsRoute)]: [], [endpoint(adminHiddenSubjectsRoute)]: [] });
    renderWithApp(<ModerationTab />);
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    mockApi({
      [endpoint(adminReportsRoute)]: () => json({ message: 'Down', code: 'internal' }, 500),
      [endpoint(adminHiddenSubjectsRoute)]: [],
    });
    renderWithApp(<ModerationTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reports');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('groups the reports under their subject, with counts, reasons and a link to it', async () => {
    mockApi({ [endpoint(adminReportsRoute)]: [subject], [endpoint(adminHiddenSubjectsRoute)]: [] });
    renderWithApp(<ModerationTab />);
    const card = await screen.findByRole('listitem', { name: 'Forum reply by Bob' });
    expect(screen.getByText('1 subject with open reports')).toBeInTheDocument();
    expect(within(card).getByText('2 reports')).toBeInTheDocument();
    expect(within(card).getByText(/Spam or advertising ×2/)).toBeInTheDocument();
    expect(within(card).getByText(/In every thread/)).toBeInTheDocument();
    expect(within(card).getByText('User carol')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View the forum reply in place' })).toHaveAttribute('href', `/community/posts/${postId}`);
  });

  it('hides with a reason (required), or dismisses', async () => {
    const api = mockApi({
      [endpoint(adminReportsRoute)]: [subject],
      [endpoint(adminHiddenSubjectsRoute)]: [],
      [endpoint(hideReportedSubjectRoute, params)]: () => commandResult(replyId),
      [endpoint(dismissReportsRoute, params)]: () => commandResult(replyId),
    });
    const { user } = renderWithApp(<ModerationTab />);
    const card = await screen.findByRole('listitem', { name: 'Forum reply by Bob' });
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this forum reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await vi.waitFor(() =>
      expect(sentBodies(api, endpoint(hideReportedSubjectRoute, params))).toEqual([{ reason: 'Advertising', commandId: COMMAND_ID }]),
    );

    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(writes(api)).toHaveLength(2));
  });

  it('lists what is hidden, and restores it with a reason (required)', async () => {
    const hidden: HiddenSubject = {
      subjectType: 'review',
      subjectId: replyId,
      subjectAuthorId: 'carol',
      subjectAuthorName: 'Carol',
      parentId: postId,
      excerpt: 'Awful, never again',
      reason: 'Not a customer',
      hiddenByName: 'Ada',
      hiddenAt: '2026-11-27T10:00:00.000Z',
    };
    const restoreParams = { subjectType: 'review', subjectId: replyId };
    const api = mockApi({
      [endpoint(adminReportsRoute)]: [],
      [endpoint(adminHiddenSubjectsRoute)]: [hidden],
      [endpoint(restoreHiddenSubjectRoute, restoreParams)]: () => commandResult(replyId),
    });
    const { user } = renderWithApp(<ModerationTab />);
    const card = await screen.findByRole('listitem', { name: 'Review by Carol' });
    expect(within(card).getByText(/Hidden by Ada/)).toHaveTextContent('Not a customer');
    await user.click(within(card).getByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore this review' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText('Say why it is restored')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Appeal upheld');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await vi.waitFor(() =>
      expect(sentBodies(api, endpoint(restoreHiddenSubjectRoute, restoreParams))).toEqual([
        { reason: 'Appeal upheld', commandId: COMMAND_ID },
      ]),
    );
  });

  it('says when nothing is hidden', async () => {
    mockApi({ [endpoint(adminReportsRoute)]: [], [endpoint(adminHiddenSubjectsRoute)]: [] });
    renderWithApp(<ModerationTab />);
    expect(await screen.findByText('Nothing is hidden.')).toBeInTheDocument();
  });
});
