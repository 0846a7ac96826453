import styled from 'styled-components';
import { History } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/** For auditors only: the entity's history in the audit area. */
export function AuditHistoryLink({ streamId }: { streamId: string }) {
  const { user } = useUser();
  if (!user?.isAuditor) return null;
  return (
    <Wrap>
      <ButtonLink to={paths.auditStream(streamId)} $variant="outline" $size="sm" $block>
        <History size={16} aria-hidden="true" />
        Audit history
      </ButtonLink>
    </Wrap>
  );
}

const Wrap = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** The same link as a bar under a page (a tradesman's profile). */
export function AuditHistoryBar({ streamId }: { streamId: string }) {
  const { user } = useUser();
  if (!user?.isAuditor) return null;
  return (
    <Container>
      <Bar>
        <ButtonLink to={paths.auditStream(streamId)} $variant="outline" $size="sm">
          <History size={16} aria-hidden="true" />
          Audit history
        </ButtonLink>
      </Bar>
    </Container>
  );
}

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
`;
