import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendReviewInvitationRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, json, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { PORTFOLIO_PROJECT_ID, portfolioProject } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { InviteForm } from './invite-form';

const SEND = endpoint(sendReviewInvitationRoute);
const renderForm = () => renderWithApp(<InviteForm projects={[portfolioProject()]} />);

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('Invite a past customer', () => {
  it('needs a valid e-mail address: says so, focuses it and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('E-mail address is required')).toBeInTheDocument();
    expect(screen.getByLabelText("Customer's e-mail address")).toHaveFocus();
    await user.type(screen.getByLabelText("Customer's e-mail address"), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });

  it('sends the address in lower case with the project, then empties the address', async () => {
    const api = mockApi({ [SEND]: () => commandResult() });
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Customer's e-mail address"), ' Sarah@Example.co.uk ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() =>
      expect(shownToast()).toEqual({ title: 'Invitation sent', description: 'sarah@example.co.uk can now review your project.' }),
    );
    expect(sentBodies(api, SEND)).toEqual([
      { email: 'sarah@example.co.uk', portfolioProjectId: PORTFOLIO_PROJECT_ID, commandId: COMMAND_ID },
    ]);
    expect(screen.getByLabelText("Customer's e-mail address")).toHaveValue('');
  });

  it('shows the 20-open refusal beside the form', async () => {
    mockApi({ [SEND]: () => json({ message: 'You can have at most 20 open review invitations', code: 'conflict' }, 409) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Customer's e-mail address"), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can have at most 20 open review invitations');
  });
});
