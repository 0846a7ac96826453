import styled from 'styled-components';
import { BarChart3 } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';

// Marketing figures: fixed text from the spec, not computed.
const stats = [
  { value: '2,500+', label: 'Active tradesmen' },
  { value: '15,000+', label: 'Completed projects' },
  { value: '4.8/5', label: 'Average rating' },
  { value: '< 2 hrs', label: 'Typical response' },
];

export function PlatformStatsCard() {
  return (
    <Card as="section" aria-labelledby="platform-stats-title">
      <CardHeader>
        <CardTitle id="platform-stats-title">
          <BarChart3 size={18} aria-hidden="true" />
          Platform Statistics
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Grid>
          {stats.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
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
    padding: ${({ theme }) => theme.space(3.5)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandTint};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
`;
