import styled from 'styled-components';
import { ShieldAlert } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { EmptyState } from './empty-state';

/** A page the signed-in person may not see (the server refuses its calls too). */
export function AccessDenied({ text = "You don't have permission to access this page." }: { text?: string }) {
  return (
    <Container>
      <Denied>
        <EmptyState icon={ShieldAlert} tone="danger" title="Access Denied" text={text} />
      </Denied>
    </Container>
  );
}

const Denied = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(16)} 0;
`;
