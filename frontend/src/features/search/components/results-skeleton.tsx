import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import { ResultsGrid } from './results-grid';

/** Same grid and card height as the results, so nothing shifts when they arrive. */
export function ResultsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading tradesmen">
      <Skeleton $w="180px" $h="1.5rem" />
      <ResultsGrid as="div" style={{ marginTop: 16 }}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Card key={i}>
            <Row>
              <Skeleton $w="52px" $h="52px" $radius="16px" />
              <div>
                <Skeleton $w="70%" $h="1.1rem" />
                <Skeleton $w="40%" $h="0.9rem" style={{ marginTop: 8 }} />
              </div>
            </Row>
            <Skeleton $w="55%" $h="0.9rem" />
            <Skeleton $w="65%" $h="0.9rem" />
            <Skeleton $w="85%" $h="1.4rem" $radius="999px" />
            <Skeleton $h="1.6rem" style={{ marginTop: 'auto' }} />
          </Card>
        ))}
      </ResultsGrid>
    </div>
  );
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 268px;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    flex: 1;
  }
`;
