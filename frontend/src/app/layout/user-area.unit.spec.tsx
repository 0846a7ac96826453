import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@tradeguild/contracts';
import { theme } from '@/styles/theme';
import { UserArea } from './user-area';

const user = (overrides: Partial<CurrentUser>): CurrentUser => ({
  id: 'user-1',
  email: 'someone@example.com',
  firstName: 'Sam',
  lastName: null,
  profileImageUrl: null,
  userType: 'client',
  createdAt: '2025-01-10T09:00:00.000Z',
  isAdminAccount: false,
  isAdmin: false,
  isBlogManager: false,
  isAuditor: false,
  ...overrides,
});

const badge = async (u: CurrentUser) => {
  render(
    <ThemeProvider theme={theme}>
      <UserArea user={u} />
    </ThemeProvider>,
  );
  // The signed-in area is its own chunk: it arrives after a placeholder.
  return (await screen.findByText(/^(Client|Tradesman|Admin)$/)).textContent;
};

describe('the top bar role badge', () => {
  it('reads Admin for the admin account, whose userType is still client', async () => {
    expect(await badge(user({ isAdminAccount: true, isAdmin: true }))).toBe('Admin');
  });
  it('reads Admin for a userType admin', async () => {
    expect(await badge(user({ userType: 'admin', isAdmin: true }))).toBe('Admin');
  });
  it('reads Client for a client', async () => {
    expect(await badge(user({}))).toBe('Client');
  });
  it('reads Tradesman for a tradesman', async () => {
    expect(await badge(user({ userType: 'tradesman' }))).toBe('Tradesman');
  });
});
