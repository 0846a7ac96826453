import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserRoute } from '@tradeguild/contracts';
import { endpoint, mockApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { TopBar } from './top-bar';

afterEach(() => vi.restoreAllMocks());

describe('the mobile menu', () => {
  // The open menu is modal: the top bar's toggle is hidden from Tab and screen readers meanwhile.
  it('holds its own Close menu button: first on Tab, it closes the menu and gives focus back to the toggle', async () => {
    mockApi({ [endpoint(currentUserRoute)]: () => new Response('Unauthorized', { status: 401 }) });
    const { user } = renderWithApp(<TopBar />);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    // The menu's code loads when it is first opened.
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    await waitFor(() => expect(menu).toHaveFocus());
    await user.tab();
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });
});
