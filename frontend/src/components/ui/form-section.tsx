import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LucideIcon } from 'lucide-react';
import { cardSurface } from './card';

type Props = { id: string; icon: LucideIcon; title: string; description: string; children: ReactNode };

/** A titled, iconed block of a long form (post a project, profile and portfolio editors). */
export function FormSection({ id, icon: Icon, title, description, children }: Props) {
  return (
    <Section aria-labelledby={id}>
      <Head>
        <IconBox aria-hidden="true">
          <Icon size={20} />
        </IconBox>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{description}</p>
        </div>
      </Head>
      <Body>{children}</Body>
    </Section>
  );
}

const Section = styled.section`
  ${cardSurface}
`;

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3.5)};
  padding: ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const IconBox = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 42px;
  height: 42px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.brandTint};
  color: ${({ theme }) => theme.colors.brand};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Cancel and submit at the end of a form: full width on phones, right-aligned above. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > * {
    flex: 1 1 160px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    > * {
      flex: 0 0 auto;
    }
  }
`;
