import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { AlertTriangle, CheckCircle2, X } from 'lucide-react';
import type { Toast } from '@/lib/toast-store';

type Props = { toast: Toast; onDismiss: () => void };

/**
 * One toast (Radix): it closes after the provider's 5 s (paused while hovered or focused), on its
 * close button, on Escape, or when swiped right past the threshold. A destructive toast is
 * announced assertively, a default one politely.
 */
export function ToastItem({ toast, onDismiss }: Props) {
  const destructive = toast.variant === 'destructive';
  const Icon = destructive ? AlertTriangle : CheckCircle2;
  return (
    <Item
      type={destructive ? 'foreground' : 'background'}
      onOpenChange={(open) => !open && onDismiss()}
      $destructive={destructive}
      data-variant={toast.variant}
    >
      <Icon size={20} aria-hidden="true" />
      <div>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </div>
      <Close aria-label="Dismiss notification">
        <X size={16} aria-hidden="true" />
      </Close>
    </Item>
  );
}

const slideIn = keyframes`from { transform: translateX(calc(100% + 16px)); } to { transform: translateX(0); }`;

const Item = styled(RadixToast.Root)<{ $destructive: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 0.2s ease;
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
    opacity: 0.7;
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 0.2s ease;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ $destructive, theme }) =>
    $destructive
      ? css`
          background: ${theme.colors.danger};
          color: ${theme.colors.white};
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
          > svg {
            color: ${theme.colors.success};
          }
        `}
`;

const Title = styled(RadixToast.Title)`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Description = styled(RadixToast.Description)`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

const Close = styled(RadixToast.Close)`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  margin: -4px -4px 0 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  &:hover {
    opacity: 1;
  }
`;
