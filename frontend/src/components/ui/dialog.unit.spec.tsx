import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Dialog } from './dialog';

function Harness({ autofocus = false }: { autofocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit note</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit your note" description="Members see the new text at once.">
        <input aria-label="Note" data-autofocus={autofocus || undefined} />
        <button>Save</button>
      </Dialog>
    </>
  );
}

async function openDialog(autofocus = false) {
  const view = renderWithApp(<Harness autofocus={autofocus} />);
  await view.user.click(screen.getByRole('button', { name: 'Edit note' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Edit your note' }) };
}

describe('Dialog', () => {
  it('opens named and described, with focus moved inside', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Members see the new text at once.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus());
  });

  it('starts on the control marked data-autofocus', async () => {
    await openDialog(true);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus());
  });

  it('keeps Tab inside: past the last control it wraps to the first, and back', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit note' })).toHaveFocus());
  });

  it('closes from its close button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
