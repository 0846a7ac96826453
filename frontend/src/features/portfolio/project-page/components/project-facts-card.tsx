import styled from 'styled-components';
import { ClipboardList } from 'lucide-react';
import { PROJECT_TYPE_LABELS } from '@tradeguild/contracts';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { formatDate } from '@/lib/format';
import type { PortfolioProject } from '../api/get-portfolio-project';

/** Completed, timeline, budget, type and category; a missing value reads 'Not specified'. */
export function ProjectFactsCard({ project: p }: { project: PortfolioProject }) {
  const facts: [string, string | null][] = [
    ['Completed', p.completedAt ? formatDate(p.completedAt) : null],
    ['Timeline', p.timeline],
    ['Budget range', p.budgetRange],
    ['Project type', p.projectType ? PROJECT_TYPE_LABELS[p.projectType] : null],
    ['Category', p.category ? TRADE_CATEGORY_LABELS[p.category] : 'General'],
  ];
  return (
    <Card as="section" aria-labelledby="facts-title">
      <CardHeader>
        <CardTitle id="facts-title">
          <ClipboardList size={18} aria-hidden="true" />
          Project Details
        </CardTitle>
      </CardHeader>
      <CardBody>
        <List>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-empty={value ? undefined : true}>{value || 'Not specified'}</dd>
            </div>
          ))}
        </List>
      </CardBody>
    </Card>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > div:last-child {
    padding-bottom: 0;
    border-bottom: none;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    text-align: right;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  dd[data-empty] {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
