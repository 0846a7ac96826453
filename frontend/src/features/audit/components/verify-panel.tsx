import styled from 'styled-components';
import { ShieldCheck, ShieldX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/components/feedback/error-message';
import { formatCount } from '@/lib/format';
import { useVerifyChains } from '../api/audit-queries';

/** Recomputes every stream's hash chain and names the first broken event. */
export function VerifyPanel() {
  const verify = useVerifyChains();
  const result = verify.data;
  return (
    <Panel>
      <Button type="button" $variant="outline" $size="sm" onClick={() => verify.mutate()} disabled={verify.isPending}>
        <ShieldCheck size={16} aria-hidden="true" />
        {verify.isPending ? 'Verifying…' : 'Verify tamper evidence'}
      </Button>
      <div role="status" aria-live="polite">
        {verify.isError && <Bad>{errorMessage(verify.error)}</Bad>}
        {result?.ok && (
          <Good>
            <ShieldCheck size={16} aria-hidden="true" /> All {formatCount(result.checked, 'event', 'events')} verified: every hash chain is
            intact.
          </Good>
        )}
        {result && !result.ok && result.firstBroken && (
          <Bad>
            <ShieldX size={16} aria-hidden="true" /> Chain broken at event {result.firstBroken.eventId} ({result.firstBroken.streamId}{' '}
            version {result.firstBroken.streamVersion}); {formatCount(result.checked, 'event', 'events')} checked.
          </Bad>
        )}
      </div>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Good = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Bad = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
