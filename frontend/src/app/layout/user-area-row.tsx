import styled from 'styled-components';

/** The top bar's right-hand row, for a visitor's buttons and a member's area alike. */
export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
