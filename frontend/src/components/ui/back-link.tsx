import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';

/** A quiet link back to where the user came from, above a page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to}>
      <ArrowLeft size={16} aria-hidden="true" />
      {children}
    </Back>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
