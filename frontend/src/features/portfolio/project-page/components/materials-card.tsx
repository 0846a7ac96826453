import styled from 'styled-components';
import { Hammer } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';

/** Materials and techniques used, as chips. */
export function MaterialsCard({ materials, techniques }: { materials: string[]; techniques: string[] }) {
  return (
    <Card as="section" aria-labelledby="materials-title">
      <CardHeader>
        <CardTitle id="materials-title">
          <Hammer size={18} aria-hidden="true" />
          Materials &amp; Techniques
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Grid>
          <Group title="Materials" items={materials} />
          <Group title="Techniques" items={techniques} />
        </Grid>
      </CardBody>
    </Card>
  );
}

function Group({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3>{title}</h3>
      {items.length ? (
        <Chips role="list">
          {items.map((i) => (
            <li key={i}>
              <Badge $variant="secondary">{i}</Badge>
            </li>
          ))}
        </Chips>
      ) : (
        <Empty>Not specified</Empty>
      )}
    </div>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 0;
  list-style: none;
  span {
    white-space: normal;
  }
`;

const Empty = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
