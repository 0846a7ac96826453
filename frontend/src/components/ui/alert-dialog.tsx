import type { ReactNode } from 'react';
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { X } from 'lucide-react';
import { CloseButton, Description, Overlay, Panel, Title, useDialogFocus } from './dialog-frame';

type AlertDialogProps = { open: boolean; onClose: () => void; title: string; description?: ReactNode; children?: ReactNode };

/**
 * A confirmation before an action that cannot be taken back (Radix AlertDialog): it looks like
 * Dialog, but a click outside does not close it and it is announced as an alert dialog. The close
 * button is its Cancel, so focus starts there unless a child is marked `data-autofocus`; Escape
 * cancels too. The caller's buttons (confirm, keep) are the children.
 */
export function AlertDialog({ open, onClose, title, description, children }: AlertDialogProps) {
  const focus = useDialogFocus();
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay asChild>
          <Overlay>
            <RadixAlertDialog.Content asChild {...focus}>
              <Panel>
                <RadixAlertDialog.Cancel asChild>
                  <CloseButton type="button" aria-label="Close dialog">
                    <X size={18} aria-hidden="true" />
                  </CloseButton>
                </RadixAlertDialog.Cancel>
                <RadixAlertDialog.Title asChild>
                  <Title>{title}</Title>
                </RadixAlertDialog.Title>
                {description && (
                  <RadixAlertDialog.Description asChild>
                    <Description>{description}</Description>
                  </RadixAlertDialog.Description>
                )}
                {children}
              </Panel>
            </RadixAlertDialog.Content>
          </Overlay>
        </RadixAlertDialog.Overlay>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
