import styled from 'styled-components';
import { BarChart3 } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type Props = { projects: number | undefined; reviews: number };

/** Projects and reviews are counted; response rate and on-time delivery are fixed texts (spec). */
export function StatsCard({ projects, reviews }: Props) {
  const stats = [
    { label: 'Projects completed', value: projects === undefined ? null : String(projects) },
    { label: 'Reviews', value: String(reviews) },
    { label: 'Response rate', value: '95%' },
    { label: 'On-time delivery', value: '98%' },
  ];
  return (
    <Card as="section" aria-labelledby="stats-title">
      <CardHeader>
        <CardTitle id="stats-title">
          <BarChart3 size={18} aria-hidden="true" />
          Profile Statistics
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Grid>
          {stats.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value ?? <Skeleton $w="2.5rem" $h="1.75rem" />}</dd>
            </div>
          ))}
        </Grid>
      </CardBody>
    </Card>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 2px;
    padding: ${({ theme }) => theme.space(3.5)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandTint};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    min-height: 1.75rem;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 700;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.brand};
  }
`;
