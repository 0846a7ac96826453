import styled from 'styled-components';

/** Up to two initials of a business name: 'Whitfield Electrical' -> 'WE'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** A business's monogram in place of a logo; decorative, the name is always shown beside it. */
export function Monogram({ name, size = 56 }: { name: string; size?: number }) {
  return (
    <Circle $size={size} aria-hidden="true">
      {initialsOf(name)}
    </Circle>
  );
}

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $size }) => Math.round($size * 0.3)}px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, #1f6b7d);
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ $size }) => Math.round($size * 0.36)}px;
  font-weight: 700;
  letter-spacing: 0.02em;
`;
