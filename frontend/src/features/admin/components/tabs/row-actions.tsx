import styled from 'styled-components';
import { Link } from 'react-router-dom';

/** The icon buttons of a table row. */
export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const iconButton = `
  display: inline-grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 8px;
  border: 1px solid transparent;
  background: transparent;
  cursor: pointer;
`;

export const IconButton = styled.button.attrs({ type: 'button' })`
  ${iconButton}
  color: ${({ theme }) => theme.colors.brand};
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const IconLink = styled(Link)`
  ${iconButton}
  color: ${({ theme }) => theme.colors.brand};
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Nowrap = styled.span`
  white-space: nowrap;
`;
