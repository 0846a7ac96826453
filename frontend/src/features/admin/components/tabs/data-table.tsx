import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A table that scrolls sideways inside its box on a phone instead of widening the page. */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Scroll tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  /* Positioned, so visually hidden text in the table is clipped here instead of widening the page. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.surface};
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: none;
  }
`;
