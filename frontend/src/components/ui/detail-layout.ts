import styled from 'styled-components';

/** A detail page's two-column grid (project, tradesman profile), shared with their loading skeletons. */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(16)};
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;
