import * as RadixToast from '@radix-ui/react-toast';
import { useEffect } from 'react';
import styled from 'styled-components';
import { TIMINGS } from '@tradeguild/contracts';
import { markToastShown, toastStore, useToasts } from '@/lib/toast-store';
import { ToastItem } from './toast-item';

/**
 * The Radix part of the notification area: the provider with the spec's rules (5 s, swipe right past
 * 50 px) and the viewport, which F8 focuses. The store keeps at most one toast, so a new one replaces
 * the one on screen.
 */
export function ToastRegion() {
  const toasts = useToasts();
  useEffect(() => {
    for (const t of toasts) markToastShown(t.id);
  }, [toasts]);
  return (
    <RadixToast.Provider duration={TIMINGS.toastDurationMs} swipeDirection="right" swipeThreshold={TIMINGS.toastSwipeThresholdPx}>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={() => toastStore.getState().dismiss(t.id)} />
      ))}
      <Viewport hotkey={['F8']} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  outline: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
  }
`;
