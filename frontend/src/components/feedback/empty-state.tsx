import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LucideIcon } from 'lucide-react';

type Props = { icon: LucideIcon; title: string; text?: string; action?: ReactNode; tone?: 'neutral' | 'danger' };

export function EmptyState({ icon: Icon, title, text, action, tone = 'neutral' }: Props) {
  return (
    <Wrap role={tone === 'danger' ? 'alert' : undefined}>
      <IconWrap $danger={tone === 'danger'} aria-hidden="true">
        <Icon size={24} />
      </IconWrap>
      <Title>{title}</Title>
      {text && <Text>{text}</Text>}
      {action && <Action>{action}</Action>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg};
`;

const IconWrap = styled.span<{ $danger: boolean }>`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: 50%;
  background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSoft : theme.colors.brandSoft)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.brand)};
`;

const Title = styled.p`
  font-weight: 600;
`;

const Text = styled.p`
  max-width: 360px;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;
