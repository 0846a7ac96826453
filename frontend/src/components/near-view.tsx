import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

type Props = {
  children: ReactNode;
  /** The space held until the children render, per width: the section below does not move when they arrive. */
  minHeight: { base: string; md: string; lg: string };
  /** How far outside the viewport the children start loading. */
  rootMargin?: string;
};

/**
 * Renders its children once their place comes within `rootMargin` of the viewport, and keeps them:
 * a lazily loaded part below the fold of a first page (the landing's search form and its form
 * library) is fetched when a visitor scrolls towards it, not with the page. Without
 * IntersectionObserver it renders at once.
 */
export function NearView({ children, minHeight, rootMargin = '600px 0px' }: Props) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !spot.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  if (near) return <>{children}</>;
  return <Spot ref={spot} $minHeight={minHeight} aria-hidden="true" />;
}

export const Spot = styled.div<{ $minHeight: Props['minHeight'] }>`
  min-height: ${({ $minHeight }) => $minHeight.base};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    min-height: ${({ $minHeight }) => $minHeight.md};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    min-height: ${({ $minHeight }) => $minHeight.lg};
  }
`;
