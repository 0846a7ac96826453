import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserRoute, MAIL_KIND_LABELS, MAIL_KINDS, type CurrentUser } from '@tradeguild/contracts';
import { notificationPreferencesRoute } from '@tradeguild/contracts/mail/mail.types';
import { endpoint, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { notificationPreferencesQueryOptions } from '../api/preferences';
import { AddressSuspendedBanner } from './address-suspended-banner';
import { NotificationPreferencesSection } from './notification-preferences-section';

const ME: CurrentUser = {
  id: 'user-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: null,
  profileImageUrl: null,
  userType: 'tradesman',
  createdAt: '2025-01-10T09:00:00.000Z',
  isAdminAccount: false,
  isAdmin: false,
  isBlogManager: false,
  isAuditor: false,
};
const answer = (addressSuspended: boolean) => ({
  preferences: MAIL_KINDS.map((kind) => ({ kind, mode: 'instant', label: MAIL_KIND_LABELS[kind] })),
  addressSuspended,
});
const serve = (addressSuspended: boolean) =>
  mockApi({ [endpoint(currentUserRoute)]: ME, [endpoint(notificationPreferencesRoute)]: answer(addressSuspended) });
const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the e-mail preferences section', () => {
  it("offers the account's own mails at once or off, the others in the digest too", async () => {
    serve(false);
    renderWithApp(<NotificationPreferencesSection />);
    await screen.findByLabelText('Account closure confirmations');
    expect(options('Account closure confirmations')).toEqual(['At once', 'Off']);
    expect(options('Data export ready notices')).toEqual(['At once', 'Off']);
    expect(options('Replies to my forum posts')).toEqual(['At once', 'In the daily digest', 'Off']);
  });
});

describe('the suspended-address banner', () => {
  it('asks the person to check their address, linking to the e-mail settings', async () => {
    serve(true);
    renderWithApp(<AddressSuspendedBanner />, { route: '/community' });
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Please check your e-mail address');
    expect(within(banner).getByRole('link', { name: 'Check your e-mail settings' })).toHaveAttribute('href', '/settings/notifications');
  });

  it('has no link on the e-mail settings page itself', async () => {
    serve(true);
    renderWithApp(<AddressSuspendedBanner />, { route: '/settings/notifications' });
    expect(within(await screen.findByRole('status')).queryByRole('link')).toBeNull();
  });

  it('shows nothing while mail reaches the address', async () => {
    serve(false);
    const { queryClient } = renderWithApp(<AddressSuspendedBanner />);
    // The answer has arrived (and been drawn): still no banner.
    await vi.waitFor(() => expect(queryClient.getQueryData(notificationPreferencesQueryOptions().queryKey)).toBeDefined());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
