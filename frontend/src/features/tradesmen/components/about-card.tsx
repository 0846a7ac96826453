import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Award, Info } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import type { TradesmanProfile } from '../api/get-tradesman';

/** Description, specializations and certifications. */
export function AboutCard({ profile: p }: { profile: TradesmanProfile }) {
  return (
    <Card as="section" aria-labelledby="about-title">
      <CardHeader>
        <CardTitle id="about-title">
          <Info size={18} aria-hidden="true" />
          About
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Description $empty={!p.description}>{p.description || 'No description available'}</Description>
        <Group title="Specializations" empty="No specializations listed">
          {p.specializations.map((s) => (
            <li key={s}>
              <Badge $variant="secondary">{s}</Badge>
            </li>
          ))}
        </Group>
        <Group title="Certifications" empty="No certifications listed">
          {p.certifications.map((c) => (
            <li key={c}>
              <Badge $variant="outline">
                <Award aria-hidden="true" />
                {c}
              </Badge>
            </li>
          ))}
        </Group>
      </CardBody>
    </Card>
  );
}

function Group({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Block>
      <h3>{title}</h3>
      {children.length ? <Chips role="list">{children}</Chips> : <Empty>{empty}</Empty>}
    </Block>
  );
}

const Description = styled.p<{ $empty: boolean }>`
  white-space: pre-line;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textSubtle : theme.colors.text)};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
`;

const Block = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
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
  gap: ${({ theme }) => theme.space(2)};
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
