import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createProfileRoute, updateProfileRoute, type TradesmanProfile } from '@tradeguild/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMAND_ID, commandResult, endpoint, json, mockApi, resetToasts, sentBodies, shownToast, writes } from '@/test/api';
import { TRADESMAN_ID, tradesmanProfile } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ProfileForm } from './profile-form';

const renderForm = (profile: TradesmanProfile | null) =>
  renderWithApp(
    <Routes>
      <Route path="/profile/edit" element={<ProfileForm profile={profile} />} />
      <Route path="/tradesmen/:id" element={<p>Public profile</p>} />
    </Routes>,
    { route: '/profile/edit' },
  );

beforeEach(resetToasts);
afterEach(() => vi.restoreAllMocks());

describe('the business profile form', () => {
  it('asks for a business name and a trade, focuses the name and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderForm(null);
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one trade category')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('focuses the trades, the first invalid field on the page, though a number below them is wrong too', async () => {
    const api = mockApi({});
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Business name'), 'Ridge & Rafter Roofing');
    await user.type(screen.getByLabelText(/^Years of experience/), 'ten');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Choose at least one trade category')).toBeInTheDocument();
    expect(screen.getByText('Years of experience must be a number')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Trades' })).getAllByRole('checkbox')[0]).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it("names bad numbers, postcode, phone and travel distance with the contract's messages", async () => {
    const api = mockApi({});
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Business name'), 'Ridge & Rafter Roofing');
    await user.click(screen.getByLabelText('Roofer'));
    await user.type(screen.getByLabelText(/^Years of experience/), 'ten');
    await user.type(screen.getByLabelText(/^Hourly rate/), '-5');
    await user.type(screen.getByLabelText(/^Postcode/), 'Leeds');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.clear(screen.getByLabelText('How far you travel (miles)'));
    await user.type(screen.getByLabelText('How far you travel (miles)'), '500');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Years of experience must be a number')).toBeInTheDocument();
    expect(screen.getByText('Hourly rate cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('Enter a UK postcode such as "LS6 2AB" or an outcode such as "LS6"')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number such as 0113 496 0123')).toBeInTheDocument();
    expect(screen.getByText('Travel distance is at most 100 miles')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Years of experience/)).toHaveFocus();
    expect(writes(api)).toHaveLength(0);
  });

  it('creates the profile with typed numbers as numbers and a normalised postcode and website', async () => {
    const api = mockApi({ [endpoint(createProfileRoute)]: () => commandResult(TRADESMAN_ID) });
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Business name'), 'Ridge & Rafter Roofing');
    await user.click(screen.getByLabelText('Roofer'));
    await user.type(screen.getByLabelText(/^Years of experience/), '12');
    await user.type(screen.getByLabelText(/^Hourly rate/), '£45.50');
    await user.type(screen.getByLabelText(/^Postcode/), 'ls6 2ab');
    await user.type(screen.getByLabelText(/^Website/), 'ridge.example.co.uk');
    await user.type(screen.getByRole('textbox', { name: /^Certifications/ }), 'NFRC member{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Public profile')).toBeInTheDocument();
    expect(sentBodies(api, endpoint(createProfileRoute))).toEqual([
      {
        businessName: 'Ridge & Rafter Roofing',
        tradeCategories: ['roofer'],
        yearsExperience: 12,
        hourlyRate: 45.5,
        postcode: 'LS6 2AB',
        website: 'https://ridge.example.co.uk',
        specializations: [],
        certifications: ['NFRC member'],
        equipment: [],
        availability: 'available',
        serviceRadiusMiles: 25,
        commandId: COMMAND_ID,
      },
    ]);
    expect(shownToast()).toEqual({ title: 'Profile saved', description: 'Your business profile is live. Clients can now find you.' });
  });

  it('replaces an existing profile with PUT', async () => {
    const api = mockApi({ [endpoint(updateProfileRoute)]: () => commandResult(TRADESMAN_ID) });
    const { user } = renderForm(tradesmanProfile());
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('LS6 2AB');
    await user.clear(screen.getByLabelText(/^Hourly rate/));
    await user.type(screen.getByLabelText(/^Hourly rate/), '43.50');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Public profile')).toBeInTheDocument();
    expect(sentBodies(api, endpoint(updateProfileRoute))).toMatchObject([{ businessName: 'Whitfield Electrical', hourlyRate: 43.5 }]);
    expect(shownToast()).toEqual({ title: 'Profile saved', description: 'Your changes have been saved.' });
  });

  it('says a profile already exists when creating answers 409', async () => {
    mockApi({ [endpoint(createProfileRoute)]: () => json({ message: 'You already have a profile', code: 'conflict' }, 409) });
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Business name'), 'Ridge & Rafter Roofing');
    await user.click(screen.getByLabelText('Roofer'));
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    await vi.waitFor(() =>
      expect(shownToast()).toEqual({ title: 'Error', description: 'You already have a business profile. Reload the page to edit it.' }),
    );
    expect(screen.queryByText('Public profile')).toBeNull();
  });

  it("puts the server's postcode message on the postcode field", async () => {
    mockApi({
      [endpoint(createProfileRoute)]: () =>
        json({ message: 'We do not know the outcode ZZ9', code: 'validation', issues: [{ path: 'postcode', message: 'Unknown' }] }, 400),
    });
    const { user } = renderForm(null);
    await user.type(screen.getByLabelText('Business name'), 'Ridge & Rafter Roofing');
    await user.click(screen.getByLabelText('Roofer'));
    await user.type(screen.getByLabelText(/^Postcode/), 'ZZ9');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('We do not know the outcode ZZ9')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Postcode/)).toHaveAttribute('aria-invalid', 'true');
    expect(shownToast()).toEqual({ title: 'Error', description: 'Failed to save your profile. Please check the form and try again.' });
  });
});
