import type { ReactElement, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';

type PopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens and closes it. */
  trigger: ReactElement;
  /** The popover's accessible name. */
  label: string;
  /** The panel, placed by its own styles (the popover adds no box of its own). */
  children: ReactNode;
  /** Prevent the default to leave focus where it is on close (e.g. after following a link in the panel). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A panel that opens from a button and floats over the page without blocking it: a non-modal Radix
 * Dialog. Escape closes it and gives focus back to the button; a click or focus outside closes it.
 * The trigger gets aria-expanded and aria-controls. Focus moves to the first control inside unless
 * the panel already took it.
 */
export function Popover({ open, onOpenChange, trigger, label, children, onCloseAutoFocus }: PopoverProps) {
  return (
    <RadixDialog.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Content aria-label={label} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
