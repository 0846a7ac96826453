import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endorseTradesmanRoute } from '@tradeguild/contracts';
import { COMMAND_ID, commandResult, endpoint, json, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { TRADESMAN_ID, tradesmanProfile } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { EndorseForm } from './endorse-form';

const ENDORSEMENTS = endpoint(endorseTradesmanRoute, { id: TRADESMAN_ID });

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('Endorse a skill', () => {
  it('asks for the skill when another one is chosen but not typed, and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderWithApp(<EndorseForm profile={tradesmanProfile()} />);
    await user.selectOptions(screen.getByLabelText('Skill'), 'Another skill…');
    await user.click(screen.getByRole('button', { name: 'Endorse' }));

    expect(await screen.findByText('Skill is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Which skill?')).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('endorses the typed skill, then a repeat shows the refusal in the form', async () => {
    let calls = 0;
    const api = mockApi({
      [ENDORSEMENTS]: () =>
        ++calls === 1 ? commandResult() : json({ message: 'You have already endorsed Lead work', code: 'conflict' }, 409),
    });
    const { user } = renderWithApp(<EndorseForm profile={tradesmanProfile()} />);
    await user.selectOptions(screen.getByLabelText('Skill'), 'Another skill…');
    await user.type(screen.getByLabelText('Which skill?'), ' Lead work ');
    await user.type(screen.getByLabelText(/^Comment/), 'Neat flashing.');
    await user.click(screen.getByRole('button', { name: 'Endorse' }));

    await vi.waitFor(() =>
      expect(shownToast()).toEqual({ title: 'Endorsement added', description: 'You endorsed Whitfield Electrical for Lead work.' }),
    );
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('');
    await user.type(screen.getByLabelText('Which skill?'), 'Lead work');
    await user.click(screen.getByRole('button', { name: 'Endorse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already endorsed Lead work');

    const bodies = sentBodies(api, ENDORSEMENTS);
    expect(bodies).toEqual([
      { skill: 'Lead work', comment: 'Neat flashing.', commandId: COMMAND_ID },
      { skill: 'Lead work', commandId: COMMAND_ID },
    ]);
  });
});
