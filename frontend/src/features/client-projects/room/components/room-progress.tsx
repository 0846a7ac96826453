import { useRef, useState } from 'react';
import styled from 'styled-components';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ProjectRoom, ProjectTrade, RoomTimelineEntry } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { formatDate } from '@/lib/format';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { useMarkPartDone } from '../api/project-room';

const STEP: Record<Exclude<RoomTimelineEntry['kind'], 'hired' | 'part_done'>, string> = {
  in_progress: 'Work started',
  completed: 'Project completed',
  cancelled: 'Project cancelled',
};
const who = (t: RoomTimelineEntry) => t.businessName ?? 'A tradesman';
export const stepText = (t: RoomTimelineEntry) => {
  if (t.kind === 'hired') return `Hired ${who(t)}${t.trades.length ? ` (${t.trades.join(', ')})` : ''}`;
  if (t.kind === 'part_done') return `${who(t)} marked ${t.trades.join(' and ')} done`;
  // The work starting is dated on its start day: ahead of it, it is still to come (decision 0052).
  if (t.kind === 'in_progress' && new Date(t.at).getTime() > Date.now()) return 'Work starts';
  return STEP[t.kind];
};

/** The shared timeline, each trade's state, and (for a hired tradesman while the work is in progress) 'Mark … done'. */
export function RoomProgress({ room, viewerId }: { room: ProjectRoom; viewerId: string | undefined }) {
  const hiredFor = new Map(room.members.flatMap((m) => m.trades.map((t) => [t, m] as const)));
  const me = room.members.find((m) => m.role === 'tradesman' && m.userId === viewerId);
  const markable = room.status === 'in_progress' && me ? me.trades.filter((t) => !me.doneTrades.includes(t)) : [];
  const [asking, setAsking] = useState<ProjectTrade | null>(null);
  const commandId = useRef(crypto.randomUUID());
  const mark = useMarkPartDone({
    onSuccess: () => {
      setAsking(null);
      commandId.current = crypto.randomUUID();
      toast({ title: 'Marked as done', description: 'The client and the team see it on the timeline.' });
    },
    onError: (e) =>
      toast({ title: 'Error', description: failureText(e, 'Failed to mark your part done. Please try again.'), variant: 'destructive' }),
  });

  return (
    <>
      {room.requiredTrades.length > 0 && <Label id={`${room.projectId}-trades`}>Trades</Label>}
      {room.requiredTrades.length > 0 && (
        <TradeList aria-labelledby={`${room.projectId}-trades`}>
          {room.requiredTrades.map((t) => {
            const done = room.doneTrades.includes(t);
            const member = hiredFor.get(t);
            return (
              <li key={t} data-done={done}>
                {done ? <CheckCircle2 size={16} aria-hidden="true" /> : <Circle size={16} aria-hidden="true" />}
                <strong>{t}</strong>
                <span>
                  {done
                    ? `Done · ${member?.name ?? 'hired tradesman'}`
                    : member
                      ? `${member.name ?? 'Hired'} · not marked done yet`
                      : 'Not hired yet'}
                </span>
              </li>
            );
          })}
        </TradeList>
      )}
      {markable.length > 0 && (
        <MarkRow>
          {markable.map((t) => (
            <Button key={t} $size="sm" $variant="outline" onClick={() => setAsking(t)}>
              Mark {t} done
            </Button>
          ))}
        </MarkRow>
      )}
      {room.timeline.length > 0 && <Label id={`${room.projectId}-timeline`}>Timeline</Label>}
      {room.timeline.length > 0 && (
        <Timeline aria-labelledby={`${room.projectId}-timeline`}>
          {room.timeline.map((t, i) => (
            <li key={`${t.kind}-${i}`} data-kind={t.kind}>
              <strong>{stepText(t)}</strong> <span>{formatDate(t.at)}</span>
            </li>
          ))}
        </Timeline>
      )}
      <AlertDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={`Mark ${asking ?? ''} done?`}
        description="The client and the team see it on the project's timeline. The client still marks the whole project completed."
      >
        <MarkRow>
          <Button
            disabled={mark.isPending}
            onClick={() => asking && mark.mutate({ projectId: room.projectId, trades: [asking], commandId: commandId.current })}
          >
            {mark.isPending ? 'Saving...' : 'Mark as done'}
          </Button>
          <Button $variant="ghost" onClick={() => setAsking(null)}>
            Cancel
          </Button>
        </MarkRow>
      </AlertDialog>
    </>
  );
}

const Label = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: -${({ theme }) => theme.space(1)};
`;

const TradeList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  li svg {
    color: ${({ theme }) => theme.colors.textSubtle};
    flex: none;
  }
  li[data-done='true'] svg {
    color: ${({ theme }) => theme.colors.success};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const MarkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  span {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
