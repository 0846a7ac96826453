import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { HireQuoteDialog } from './hire-quote-dialog';

const renderDialog = (completesTeam: boolean, onHire = vi.fn()) => ({
  onHire,
  ...renderWithApp(
    <HireQuoteDialog
      open
      onClose={() => {}}
      businessName="Wes Waterworks"
      applicationId="a1"
      trades={['Plumber']}
      cost="£160.00"
      completesTeam={completesTeam}
      onHire={onHire}
    />,
  ),
});

describe('the hire quote dialog', () => {
  it('confirms a hire that leaves a trade open without asking when the work starts', async () => {
    const { user, onHire } = renderDialog(false);
    expect(screen.queryByText('When does the work start?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm hire' }));
    expect(onHire).toHaveBeenCalledWith();
  });

  it('asks when the work starts on the last hire: now by default', async () => {
    const { user, onHire } = renderDialog(true);
    expect(screen.getByLabelText('Start now')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Hire and start now' }));
    await vi.waitFor(() => expect(onHire).toHaveBeenCalledWith('now'));
  });

  it('needs a day from today for a start on a date', async () => {
    const { user, onHire } = renderDialog(true);
    await user.click(screen.getByLabelText('On a date'));
    await user.click(screen.getByRole('button', { name: 'Hire and set the start date' }));
    expect(await screen.findByText('Choose the day the work starts')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Start date'), '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Hire and set the start date' }));
    expect(await screen.findByText('The start date cannot be in the past')).toBeInTheDocument();
    expect(onHire).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2099-06-01');
    await user.click(screen.getByRole('button', { name: 'Hire and set the start date' }));
    expect(await screen.findByText('The start date must be within a year')).toBeInTheDocument();
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), soon);
    await user.click(screen.getByRole('button', { name: 'Hire and set the start date' }));
    await vi.waitFor(() => expect(onHire).toHaveBeenCalledWith({ date: soon }));
  });
});
