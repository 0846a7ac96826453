import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AlertDialog } from './alert-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete project</button>
      <AlertDialog open={open} onClose={() => setOpen(false)} title="Delete this project?" description="This cannot be undone.">
        <button onClick={onConfirm}>Delete</button>
        <button onClick={() => setOpen(false)}>Keep it</button>
      </AlertDialog>
    </>
  );
}

async function openAlert() {
  const onConfirm = vi.fn();
  const view = renderWithApp(<Harness onConfirm={onConfirm} />);
  await view.user.click(screen.getByRole('button', { name: 'Delete project' }));
  return { ...view, onConfirm, dialog: await screen.findByRole('alertdialog', { name: 'Delete this project?' }) };
}

describe('AlertDialog', () => {
  it('is an alert dialog that starts on its cancel (close) button, not on the destructive one', async () => {
    const { dialog, onConfirm } = await openAlert();
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open on a click outside', async () => {
    const { user, dialog } = await openAlert();
    await user.click(dialog.parentElement!);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('cancels on Escape and gives focus back to the opener', async () => {
    const { user, onConfirm } = await openAlert();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete project' })).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
