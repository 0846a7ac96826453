import styled from 'styled-components';
import { Star } from 'lucide-react';

/** Five stars, the first `value` filled: a review's score at a glance. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <Row role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={size} aria-hidden="true" data-on={n <= value || undefined} />
      ))}
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  gap: 1px;
  svg {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  svg[data-on] {
    color: ${({ theme }) => theme.colors.star};
    fill: ${({ theme }) => theme.colors.star};
  }
`;
