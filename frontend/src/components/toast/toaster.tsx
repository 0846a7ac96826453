import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { toastStore, useToasts } from '@/lib/toast-store';
import { ToastItem } from './toast-item';

/** The notification region. F8 moves focus here so keyboard users can reach a toast. */
export function Toaster() {
  const toasts = useToasts();
  const regionRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Region aria-label="Notifications (F8)" role="region">
      <Viewport ref={regionRef} tabIndex={-1} aria-live="polite" role="list">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={() => toastStore.getState().dismiss(t.id)} />
        ))}
      </Viewport>
    </Region>
  );
}

const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  right: 0;
  bottom: 0;
  width: 100%;
  max-width: 420px;
  pointer-events: none;
`;

const Viewport = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
  }
`;
