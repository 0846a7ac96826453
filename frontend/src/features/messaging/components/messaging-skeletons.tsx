import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';

/** Rows shaped like conversations while the list loads. */
export function ConversationListSkeleton() {
  return (
    <Rows aria-busy="true" aria-label="Loading conversations">
      {[0, 1, 2, 3, 4].map((i) => (
        <Row key={i}>
          <Skeleton $w="44px" $h="44px" $radius="50%" />
          <Lines>
            <Skeleton $w={`${55 - i * 5}%`} $h="0.95rem" />
            <Skeleton $w="85%" $h="0.8rem" />
          </Lines>
        </Row>
      ))}
    </Rows>
  );
}

/** Bubbles on both sides while a conversation loads. */
export function ThreadSkeleton() {
  return (
    <Thread aria-busy="true" aria-label="Loading messages">
      {['60%', '45%', '70%', '35%', '55%'].map((w, i) => (
        <Bubble key={w + i} $own={i % 2 === 1}>
          <Skeleton $w={w} $h={i === 2 ? '3.5rem' : '2.4rem'} $radius="16px" />
        </Bubble>
      ))}
    </Thread>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
`;

const Lines = styled.div`
  flex: 1;
  display: grid;
  gap: 8px;
`;

const Thread = styled.div`
  flex: 1;
  display: grid;
  align-content: end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
`;

const Bubble = styled.div<{ $own: boolean }>`
  display: flex;
  justify-content: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
`;
