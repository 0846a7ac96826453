import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow } from './container';

type Props = { eyebrow?: string; title: ReactNode; lead?: ReactNode; actions?: ReactNode };

/** A page's eyebrow, h1, lead sentence and optional actions on the right. */
export function PageHeader({ eyebrow, title, lead, actions }: Props) {
  return (
    <Header>
      <div>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {lead && <Lead>{lead}</Lead>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

/** A list page's column (header, filters, the list), stacked. */
export const ListPage = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

/** A narrow, centred column for editors. */
export const FormPage = styled.div`
  max-width: 860px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(7)};
  h1 {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: clamp(1.75rem, 4vw, 2.375rem);
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2.5)};
`;
