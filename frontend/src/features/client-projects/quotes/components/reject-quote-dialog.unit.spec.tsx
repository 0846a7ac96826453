import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { RejectQuoteDialog } from './reject-quote-dialog';

const renderDialog = (onReject = vi.fn()) => ({
  onReject,
  ...renderWithApp(<RejectQuoteDialog open onClose={() => {}} businessName="Suzy Sparks" applicationId="a1" onReject={onReject} />),
});

describe('the reject quote dialog', () => {
  it('refuses text the database cannot store, and rejects nothing', async () => {
    const { user, onReject } = renderDialog();
    await user.type(screen.getByLabelText(/^Message to the tradesman/), 'Sorry\u0000');
    await user.click(screen.getByRole('button', { name: 'Reject quote' }));

    expect(await screen.findByText('Text must not contain NUL characters or unpaired surrogates')).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('rejects with the trimmed message, or with none when it is left empty', async () => {
    const { user, onReject } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Reject quote' }));
    await vi.waitFor(() => expect(onReject).toHaveBeenLastCalledWith(undefined));
    await user.type(screen.getByLabelText(/^Message to the tradesman/), '  We went with another quote. ');
    await user.click(screen.getByRole('button', { name: 'Reject quote' }));
    await vi.waitFor(() => expect(onReject).toHaveBeenLastCalledWith('We went with another quote.'));
  });
});
