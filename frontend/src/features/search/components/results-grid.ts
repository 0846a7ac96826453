import styled from 'styled-components';

export const ResultsGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  padding: 0;
  list-style: none;
`;
