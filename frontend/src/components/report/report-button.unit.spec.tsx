import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileReportRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, json, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ReportButton } from './report-button';

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

const replyId = '9b2d4f6a-3c5e-4a7b-9d0f-1b2c3d4e5f6a';

describe('Report', () => {
  it('asks for a reason, focusing the first choice, and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderWithApp(<ReportButton subjectType="forumReply" subjectId={replyId} />);
    await user.click(screen.getByRole('button', { name: 'Report this forum reply' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this forum reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason', { exact: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Spam or advertising' })).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('sends the subject, the reason and the details, thanks the reporter and closes', async () => {
    const api = mockApi({ [endpoint(fileReportRoute)]: () => commandResult() });
    const { user } = renderWithApp(<ReportButton subjectType="review" subjectId={replyId} look="icon" />);
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Fake or misleading' }));
    await user.type(within(dialog).getByLabelText(/Details/), ' Never worked for them ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(api, endpoint(fileReportRoute))).toEqual([
      { subjectType: 'review', subjectId: replyId, reason: 'fake', details: 'Never worked for them', commandId: COMMAND_ID },
    ]);
    expect(shownToast()).toEqual({
      title: 'Report sent',
      description: 'Thank you. An admin will look at it and let you know the outcome.',
    });
  });

  it("shows the server's refusal of a second report", async () => {
    mockApi({ [endpoint(fileReportRoute)]: () => json({ message: 'You have already reported this', code: 'conflict' }, 409) });
    const { user } = renderWithApp(<ReportButton subjectType="message" subjectId={replyId} />);
    await user.click(screen.getByRole('button', { name: 'Report this message' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(shownToast()).toMatchObject({ title: 'Error', description: 'You have already reported this' }));
  });
});
