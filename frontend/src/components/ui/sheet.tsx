import type { ReactElement } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useDialogFocus } from './dialog-frame';

type SheetProps = { open: boolean; onClose: () => void; label: string; children: ReactElement };

/**
 * A modal panel without a backdrop or portal (Radix Dialog): the child is the panel and is placed by
 * its own styles, e.g. hanging from the top bar. Focus moves to the panel and stays inside; Escape, a
 * click outside or a SheetClose inside closes it, and focus goes back to the button that opened it.
 * Being modal, it hides everything outside from screen readers and Tab: the opener too, so the panel
 * needs its own SheetClose.
 */
/** A control inside a Sheet that closes it (use `asChild` to make a button of the app's look one). */
export const SheetClose = RadixDialog.Close;

export function Sheet({ open, onClose, label, children }: SheetProps) {
  const focus = useDialogFocus();
  const onOpenAutoFocus = (event: Event) => {
    focus.onOpenAutoFocus(event);
    if (event.defaultPrevented) return;
    // Not the first button (Radix skips links, so a member's menu would start on Logout): the panel itself.
    event.preventDefault();
    (event.currentTarget as HTMLElement).focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Content
        asChild
        aria-label={label}
        tabIndex={-1}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
