import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Sheet } from './sheet';

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button aria-expanded={open} onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} label="Menu">
        <div>
          <nav aria-label="Main menu">
            <a href="/blog">Blog</a>
            <button>Logout</button>
          </nav>
        </div>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('opens with focus on the panel itself, so Tab starts at its first link, and keeps Tab inside', async () => {
    const { user } = renderWithApp(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its opener', async () => {
    const { user } = renderWithApp(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });
});
