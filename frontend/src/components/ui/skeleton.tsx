import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

/** A placeholder block with a fixed size, so content never jumps when it arrives. */
export const Skeleton = styled.span<{ $w?: string; $h?: string; $radius?: string }>`
  display: block;
  width: ${({ $w = '100%' }) => $w};
  height: ${({ $h = '1rem' }) => $h};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: linear-gradient(90deg, #ece8df 25%, #f6f3ed 37%, #ece8df 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
`;
