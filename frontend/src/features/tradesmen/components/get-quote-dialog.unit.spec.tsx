import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientProjectsRoute, requestQuoteRoute } from '@tradeguild/contracts';
import { commandResult, endpoint, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { CLIENT_PROJECT_ID, TRADESMAN_ID, clientProject } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { GetQuoteDialog } from './get-quote-dialog';

const QUOTE_REQUESTS = endpoint(requestQuoteRoute, { id: TRADESMAN_ID });

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('Get a quote', () => {
  it('needs a project chosen, then invites the tradesman to quote for it', async () => {
    const api = mockApi({
      [endpoint(clientProjectsRoute)]: [clientProject(), clientProject({ id: crypto.randomUUID(), title: 'Old job', status: 'completed' })],
      [QUOTE_REQUESTS]: () => commandResult(),
    });
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <GetQuoteDialog open onClose={onClose} tradesmanId={TRADESMAN_ID} businessName="Whitfield Electrical" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Request Quote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of your open projects');
    expect(writes(api)).toHaveLength(0);
    expect(screen.queryByRole('option', { name: 'Old job' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Project'), 'Bathroom refit with new lighting');
    await user.click(screen.getByRole('button', { name: 'Request Quote' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(api, QUOTE_REQUESTS)).toEqual([{ projectId: CLIENT_PROJECT_ID }]);
    expect(shownToast()).toEqual({
      title: 'Quote requested',
      description: 'Whitfield Electrical has been invited to quote for your project.',
    });
  });
});
