import styled from 'styled-components';
import { Eyebrow } from '@/components/ui/container';

type Props = { id: string; eyebrow: string; title: string; text?: string; align?: 'center' | 'left'; inverted?: boolean };

export function SectionHeading({ id, eyebrow, title, text, align = 'center', inverted = false }: Props) {
  return (
    <Wrap $align={align} $inverted={inverted}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id}>{title}</h2>
      {text && <p>{text}</p>}
    </Wrap>
  );
}

const Wrap = styled.header<{ $align: 'center' | 'left'; $inverted: boolean }>`
  max-width: ${({ $align }) => ($align === 'center' ? '680px' : 'none')};
  margin: ${({ $align }) => ($align === 'center' ? '0 auto' : '0')};
  margin-bottom: ${({ theme }) => theme.space(10)};
  text-align: ${({ $align }) => $align};
  h2 {
    margin-top: ${({ theme }) => theme.space(2)};
    font-size: clamp(1.75rem, 3.5vw, 2.375rem);
    color: ${({ theme, $inverted }) => ($inverted ? theme.colors.white : theme.colors.text)};
  }
  h2 + p {
    margin-top: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme, $inverted }) => ($inverted ? 'rgba(255,255,255,0.78)' : theme.colors.textMuted)};
  }
`;

export const LandingSection = styled.section<{ $tone?: 'plain' | 'muted' | 'white' }>`
  padding: ${({ theme }) => theme.space(16)} 0;
  background: ${({ theme, $tone = 'plain' }) =>
    $tone === 'white' ? theme.colors.surface : $tone === 'muted' ? theme.colors.surfaceMuted : theme.colors.bg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(24)} 0;
  }
`;
