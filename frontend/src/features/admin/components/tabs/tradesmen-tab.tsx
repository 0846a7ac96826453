import { useState } from 'react';
import styled from 'styled-components';
import { BadgeCheck, Eye, ShieldOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { useSetVerified } from '../../api/admin-commands';
import type { AdminTradesmanRow } from '../../api/get-directory';
import { businessName, orNotSpecified, ratingText, specializationsText } from '../../lib/format';
import { DirectorySection } from './directory-section';
import { IconButton, IconLink, RowActions } from './row-actions';

type Props = { search: string; onSearch: (text: string) => void };

export function TradesmenTab({ search, onSearch }: Props) {
  const [toggling, setToggling] = useState<AdminTradesmanRow | null>(null);
  const setVerified = useSetVerified({
    onSuccess: (_r, v) =>
      toast({ title: 'Success!', description: v.verify ? 'The tradesman is now verified.' : 'The verified badge was removed.' }),
    onError: (e) =>
      toast({ title: 'Error', description: failureText(e, 'Failed to change verification. Please try again.'), variant: 'destructive' }),
  });
  return (
    <>
      <DirectorySection
        kind="tradesmen"
        caption="Tradesmen"
        loadingText="Loading tradesmen..."
        emptyText="No tradesmen found"
        search={search}
        onSearch={onSearch}
        searchLabel="Search by business name or location..."
        head={
          <tr>
            <th scope="col">Business Name</th>
            <th scope="col">Location</th>
            <th scope="col">Specializations</th>
            <th scope="col">Rating</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        }
        row={(t) => {
          const { shown, more } = specializationsText(t.specializations);
          const name = businessName(t);
          return (
            <tr key={t.id} data-testid="tradesman-row">
              <th scope="row">{name}</th>
              <td>{orNotSpecified(t.location)}</td>
              <td>
                <Chips>
                  {shown.map((s) => (
                    <Badge key={s} $variant="secondary">
                      {s}
                    </Badge>
                  ))}
                  {more > 0 && <Badge $variant="outline">+{more}</Badge>}
                </Chips>
              </td>
              <td>{ratingText(t.rating)}</td>
              <td>{t.verified ? <Badge $variant="success">Verified</Badge> : <Badge $variant="secondary">Unverified</Badge>}</td>
              <td>
                <RowActions>
                  <Tooltip content="View profile">
                    <IconLink to={paths.tradesman(t.id)} aria-label={`View ${name}`}>
                      <Eye size={16} aria-hidden="true" />
                    </IconLink>
                  </Tooltip>
                  <Tooltip content={t.verified ? 'Remove verification' : 'Verify'}>
                    <IconButton
                      onClick={() => setToggling(t)}
                      aria-label={t.verified ? `Remove verification of ${name}` : `Verify ${name}`}
                    >
                      {t.verified ? <ShieldOff size={16} aria-hidden="true" /> : <BadgeCheck size={16} aria-hidden="true" />}
                    </IconButton>
                  </Tooltip>
                </RowActions>
              </td>
            </tr>
          );
        }}
      />
      <AlertDialog
        open={toggling !== null}
        onClose={() => setToggling(null)}
        title={toggling?.verified ? 'Remove verification?' : 'Verify this tradesman?'}
        description={
          toggling
            ? `${businessName(toggling)} will ${toggling.verified ? 'no longer show' : 'show'} the Verified badge on their profile.`
            : undefined
        }
      >
        <Buttons>
          <Button $variant="outline" onClick={() => setToggling(null)}>
            Cancel
          </Button>
          <Button
            data-autofocus
            $variant={toggling?.verified ? 'danger' : 'primary'}
            disabled={setVerified.isPending}
            onClick={() => {
              if (toggling) setVerified.mutate({ tradesmanId: toggling.id, verify: !toggling.verified });
              setToggling(null);
            }}
          >
            {toggling?.verified ? 'Remove verification' : 'Verify'}
          </Button>
        </Buttons>
      </AlertDialog>
    </>
  );
}

const Chips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;
export const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;
