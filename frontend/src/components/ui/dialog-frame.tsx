import { useRef } from 'react';
import styled, { keyframes } from 'styled-components';

/**
 * What the Radix dialog wrappers share: their look, and where focus goes. Radix gives focus back to a
 * Dialog.Trigger; our dialogs are opened by ordinary buttons (their state lives in the caller), so
 * the element that had focus when the dialog opened is remembered and gets it back on close.
 * A caller may mark the control to focus first with `data-autofocus`.
 */
export function useDialogFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const preferred = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
      if (!preferred) return;
      event.preventDefault();
      preferred.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`;

/** The dimmed backdrop; the panel sits inside it so a long dialog scrolls with the page. */
export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgba(10, 30, 38, 0.55);
  backdrop-filter: blur(3px);
  animation: ${fadeIn} 0.15s ease;
`;

export const Panel = styled.div<{ $wide?: boolean }>`
  position: relative;
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '820px' : '460px')};
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(7)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} 0.2s ease;
  &:focus {
    outline: none;
  }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  padding-right: ${({ theme }) => theme.space(8)};
`;

export const Description = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CloseButton = styled.button`
  position: absolute;
  top: 16px;
  right: 16px;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
