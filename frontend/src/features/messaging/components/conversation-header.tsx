import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';

type Props = { titleId: string; name: string; subtitle: string | null; imageUrl: string | null; onBack: () => void };

/** Who the conversation is with; on phones, the way back to the list. */
export function ConversationHeader({ titleId, name, subtitle, imageUrl, onBack }: Props) {
  return (
    <Header>
      <Back type="button" onClick={onBack} aria-label="Back to conversations">
        <ArrowLeft size={20} aria-hidden="true" />
      </Back>
      <span aria-hidden="true">
        <Avatar src={imageUrl} alt="" size={40} />
      </span>
      <Who>
        <Title id={titleId} title={name}>
          {name}
        </Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Who>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 64px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Back = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-left: -8px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const Who = styled.div`
  display: grid;
  min-width: 0;
`;

const Subtitle = styled.p`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
