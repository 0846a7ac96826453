import styled from 'styled-components';
import { ArrowLeft, Check, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export type ComingSoonProps = { title: string; description: string; icon: LucideIcon; highlights: string[] };

/** A finished-looking placeholder for screens that ship in a later release. */
export function ComingSoonPage({ title, description, icon: Icon, highlights }: ComingSoonProps) {
  return (
    <Container>
      <Panel>
        <IconWrap aria-hidden="true">
          <Icon size={34} />
        </IconWrap>
        <Badge $variant="accent">Coming soon</Badge>
        <h1>{title}</h1>
        <Lead>{description}</Lead>
        <List role="list" aria-label="What to expect">
          {highlights.map((h) => (
            <li key={h}>
              <Check size={18} aria-hidden="true" />
              {h}
            </li>
          ))}
        </List>
        <ButtonLink to="/" $variant="outline">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to home
        </ButtonLink>
      </Panel>
    </Container>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  margin: ${({ theme }) => theme.space(12)} auto ${({ theme }) => theme.space(16)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h1 { font-size: ${({ theme }) => theme.fontSizes['3xl']}; }
`;

const IconWrap = styled.div`
  display: grid;
  place-items: center;
  width: 76px;
  height: 76px;
  border-radius: 22px;
  color: ${({ theme }) => theme.colors.white};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand}, #1f6b7d);
  box-shadow: 0 12px 24px -10px rgba(15, 61, 74, 0.6);
`;

const Lead = styled.p`
  max-width: 480px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  text-align: left;
  li { display: flex; gap: 10px; align-items: flex-start; }
  svg { flex-shrink: 0; margin-top: 3px; color: ${({ theme }) => theme.colors.success}; }
`;
