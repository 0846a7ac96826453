import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitApplicationRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { CLIENT_PROJECT_ID } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ApplyForm } from './apply-form';

const APPLICATIONS = endpoint(submitApplicationRoute, { id: CLIENT_PROJECT_ID });

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('Apply with a quote', () => {
  it("shows the contract's messages, focuses the message and sends nothing", async () => {
    const api = mockApi({});
    const { user } = renderWithApp(<ApplyForm projectId={CLIENT_PROJECT_ID} trades={['Plumber', 'Tiler']} />);
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));

    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(screen.getByText('Proposed cost is required')).toBeInTheDocument();
    expect(screen.getByText('Estimated duration is required')).toBeInTheDocument();
    expect(screen.getByText('Select at least one trade')).toBeInTheDocument();
    expect(screen.getByLabelText('Message to the client')).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('refuses a cost of nothing', async () => {
    const api = mockApi({});
    const { user } = renderWithApp(<ApplyForm projectId={CLIENT_PROJECT_ID} trades={['Plumber']} />);
    await user.type(screen.getByLabelText('Message to the client'), 'I can start next week.');
    await user.type(screen.getByLabelText('Proposed cost (£)'), '0');
    await user.type(screen.getByLabelText('Estimated duration'), '5 days');
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));

    expect(await screen.findByText('Proposed cost must be more than £0')).toBeInTheDocument();
    expect(screen.getByLabelText('Proposed cost (£)')).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('sends the quote with the cost in pounds and pence and the trades ticked', async () => {
    const api = mockApi({ [APPLICATIONS]: () => commandResult() });
    const { user } = renderWithApp(<ApplyForm projectId={CLIENT_PROJECT_ID} trades={['Plumber', 'Tiler']} />);
    await user.type(screen.getByLabelText('Message to the client'), 'I can start next week.');
    await user.type(screen.getByLabelText('Proposed cost (£)'), '£4,250.5');
    await user.type(screen.getByLabelText('Estimated duration'), '5 days');
    await user.click(screen.getByLabelText('Tiler'));
    await user.click(screen.getByRole('button', { name: 'Send Quote' }));

    await vi.waitFor(() =>
      expect(shownToast()).toEqual({ title: 'Quote sent', description: 'The client will see your quote on their project.' }),
    );
    expect(sentBodies(api, APPLICATIONS)).toEqual([
      { message: 'I can start next week.', proposedCost: '4250.50', estimatedDuration: '5 days', trades: ['Tiler'], commandId: COMMAND_ID },
    ]);
  });
});
