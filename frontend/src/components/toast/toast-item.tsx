import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { AlertTriangle, CheckCircle2, X } from 'lucide-react';
import { TIMINGS } from '@tradeguild/contracts';
import type { Toast } from '@/lib/toast-store';

type Props = { toast: Toast; onDismiss: () => void };

/** One toast: closes after 5 s (paused while hovered), or when swiped right by 50 px. */
export function ToastItem({ toast, onDismiss }: Props) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onDismiss, TIMINGS.toastDurationMs);
    return () => window.clearTimeout(timer);
  }, [paused, onDismiss]);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    start.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset >= TIMINGS.toastSwipeThresholdPx) onDismiss();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  const Icon = destructive ? AlertTriangle : CheckCircle2;
  return (
    <Item
      role={destructive ? 'alert' : 'status'}
      $destructive={destructive}
      $dragging={offset > 0}
      style={{ transform: `translateX(${offset}px)`, opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-variant={toast.variant}
    >
      <Icon size={20} aria-hidden="true" />
      <div>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </div>
      <Close type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        <X size={16} aria-hidden="true" />
      </Close>
    </Item>
  );
}

const slideIn = keyframes`from { transform: translateX(calc(100% + 16px)); } to { transform: translateX(0); }`;

const Item = styled.li<{ $destructive: boolean; $dragging: boolean }>`
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 0.2s ease;
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 0.2s ease, opacity 0.2s ease')};
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

const Title = styled.p`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Description = styled.p`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

const Close = styled.button`
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
