import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { CloseButton, Description, Overlay, Panel, Title, useDialogFocus } from './dialog-frame';

type DialogProps = { open: boolean; onClose: () => void; title: string; description?: ReactNode; children?: ReactNode; wide?: boolean };

/** A modal dialog (Radix): focus moves in and stays inside, Escape or a click outside closes, focus goes back. */
export function Dialog({ open, onClose, title, description, children, wide = false }: DialogProps) {
  const focus = useDialogFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <Overlay>
            <RadixDialog.Content asChild {...focus}>
              <Panel $wide={wide}>
                <RadixDialog.Close asChild>
                  <CloseButton type="button" aria-label="Close dialog">
                    <X size={18} aria-hidden="true" />
                  </CloseButton>
                </RadixDialog.Close>
                <RadixDialog.Title asChild>
                  <Title>{title}</Title>
                </RadixDialog.Title>
                {description && (
                  <RadixDialog.Description asChild>
                    <Description>{description}</Description>
                  </RadixDialog.Description>
                )}
                {children}
              </Panel>
            </RadixDialog.Content>
          </Overlay>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A dialog's form: fields stacked. */
export const DialogBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A dialog's buttons in a row, the main one first. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
