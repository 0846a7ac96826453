import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';

/** Shown while the signed-in user is still loading. */
export function PageSkeleton() {
  return (
    <Container aria-busy="true" aria-label="Loading">
      <Wrap>
        <Skeleton $w="40%" $h="2.25rem" />
        <Skeleton $w="60%" $h="1.1rem" />
        <Grid>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $h="160px" $radius="16px" />
          ))}
        </Grid>
      </Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(10)} 0;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;
