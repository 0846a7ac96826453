import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Popover } from './popover';

function Bell() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Popover open={open} onOpenChange={setOpen} label="Notifications" trigger={<button>Bell</button>}>
        <button>Mark all as read</button>
      </Popover>
      <button>Elsewhere</button>
    </>
  );
}

describe('Popover', () => {
  it('opens from its button, which says so, and moves focus inside', async () => {
    const { user } = renderWithApp(<Bell />);
    const bell = screen.getByRole('button', { name: 'Bell' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus());
  });

  it('closes on Escape with focus back on its button, and on a click elsewhere', async () => {
    const { user } = renderWithApp(<Bell />);
    await user.click(screen.getByRole('button', { name: 'Bell' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Bell' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Bell' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
