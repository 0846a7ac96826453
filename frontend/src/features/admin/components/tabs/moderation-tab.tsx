import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EyeOff, RotateCcw, ShieldCheck, XCircle } from 'lucide-react';
import {
  hideSubjectRequestSchema,
  MODERATION_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_SUBJECT_LABELS,
  restoreSubjectRequestSchema,
  type ReportReason,
  type ReportSubjectType,
} from '@tradeguild/contracts';
import { EmptyState } from '@/components/feedback/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Textarea } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/failure-text';
import { formatCount, formatDate } from '@/lib/format';
import { invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useHiddenSubjects, useModerationDecision, useReports, type HiddenSubject, type ReportedSubject } from '../../api/moderation';

/** Where the reported thing lives, for the admin to look at it in place (a message has no page: the Messages tab). */
function subjectLink(s: Pick<ReportedSubject, 'subjectType' | 'subjectId' | 'parentId'>): string | null {
  switch (s.subjectType) {
    case 'forumPost':
      return `/community/posts/${s.subjectId}`;
    case 'forumReply':
      return s.parentId ? `/community/posts/${s.parentId}` : null;
    case 'review':
      return s.parentId ? paths.tradesman(s.parentId) : null;
    case 'profile':
      return paths.tradesman(s.subjectId);
    case 'message':
      return null;
  }
}

const failed = (fallback: string) => (error: Error) =>
  toast({ title: 'Error', description: failureText(error, fallback), variant: 'destructive' });

/** Moderation: open reports grouped by what they are about (hide with a reason, or dismiss), then what is hidden (restore with a reason). */
export function ModerationTab() {
  return (
    <Stack>
      <OpenReports />
      <HiddenSubjects />
    </Stack>
  );
}

function OpenReports() {
  const { data, isLoading, isError, refetch } = useReports();
  if (isLoading)
    return (
      <Stack role="status" aria-label="Loading reports">
        {[0, 1].map((i) => (
          <Skeleton key={i} $h="160px" $w="100%" />
        ))}
      </Stack>
    );
  if (isError || !data)
    return (
      <EmptyState
        icon={XCircle}
        tone="danger"
        title="Failed to load reports"
        action={
          <Button $variant="outline" onClick={() => void refetch()}>
            Try Again
          </Button>
        }
      />
    );
  if (data.length === 0) return <EmptyState icon={ShieldCheck} title="No open reports" text="Reports from members will appear here." />;
  return (
    <Stack>
      <Summary>{`${formatCount(data.length, 'subject', 'subjects')} with open reports`}</Summary>
      <List>
        {data.map((s) => (
          <SubjectCard key={s.subjectId} subject={s} />
        ))}
      </List>
    </Stack>
  );
}

function reasonCounts(s: ReportedSubject): [ReportReason, number][] {
  const counts = new Map<ReportReason, number>();
  for (const r of s.reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

function SubjectCard({ subject: s }: { subject: ReportedSubject }) {
  const [hiding, setHiding] = useState(false);
  const kind = REPORT_SUBJECT_LABELS[s.subjectType];
  const link = subjectLink(s);
  const headingId = `report-${s.subjectId}`;
  const dismiss = useModerationDecision({
    onSuccess: () => toast({ title: 'Reports dismissed', description: 'The reporters have been told.' }),
    onError: failed('Failed to dismiss. Please try again.'),
  });
  return (
    <Item aria-labelledby={headingId} data-testid="reported-subject">
      <Head>
        <h3 id={headingId}>
          {kind} by {s.subjectAuthorName ?? `User ${s.subjectAuthorId}`}
        </h3>
        <Badge $variant="accent">{formatCount(s.reportCount, 'report', 'reports')}</Badge>
      </Head>
      <Excerpt>{s.excerpt}</Excerpt>
      {link && <Link to={link}>View the {kind.toLowerCase()} in place</Link>}
      <Reasons aria-label="Reasons">
        {reasonCounts(s).map(([reason, n]) => (
          <li key={reason}>{`${REPORT_REASON_LABELS[reason]} ×${n}`}</li>
        ))}
      </Reasons>
      <Reports>
        {s.reports.map((r) => (
          <li key={r.reportId}>
            <strong>{r.reporterName ?? `User ${r.reporterId}`}</strong>: {REPORT_REASON_LABELS[r.reason]}
            {r.details && <> &ldquo;{r.details}&rdquo;</>} <time dateTime={r.filedAt}>{formatDate(r.filedAt)}</time>
          </li>
        ))}
      </Reports>
      <Actions>
        <Button $variant="danger" $size="sm" onClick={() => setHiding(true)}>
          <EyeOff size={15} aria-hidden="true" />
          Hide
        </Button>
        <Button
          $variant="outline"
          $size="sm"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate({ action: 'dismiss', subjectType: s.subjectType, subjectId: s.subjectId })}
        >
          Dismiss
        </Button>
      </Actions>
      <HideDialog subject={s} open={hiding} onClose={() => setHiding(false)} />
    </Item>
  );
}

function HideDialog({ subject: s, open, onClose }: { subject: ReportedSubject; open: boolean; onClose: () => void }) {
  const what = REPORT_SUBJECT_LABELS[s.subjectType].toLowerCase();
  return (
    <ReasonDialog
      action="hide"
      subject={s}
      open={open}
      onClose={onClose}
      title={`Hide this ${what}`}
      description="Everyone but its author and admins will stop seeing it."
      hint="The reporters are told this reason."
      maxLength={MODERATION_LIMITS.hideReason}
      done={{ title: 'Hidden', description: 'Only its author and admins can see it now. The reporters have been told.' }}
    />
  );
}

interface ReasonDialogProps {
  action: 'hide' | 'restore';
  subject: { subjectType: ReportSubjectType; subjectId: string };
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  hint: string;
  maxLength: number;
  done: { title: string; description: string };
}

/** Hide or restore: an admin's decision with a reason, kept in the subject's history. */
function ReasonDialog({ action, subject: s, open, onClose, title, description, hint, maxLength, done }: ReasonDialogProps) {
  const form = useContractForm({
    schema: action === 'hide' ? hideSubjectRequestSchema : restoreSubjectRequestSchema,
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const decision = useModerationDecision({
    onSuccess: () => {
      toast(done);
      onClose();
    },
    onError: failed(`Failed to ${action}. Please try again.`),
  });
  const onSubmit = useCommandSubmit(form, ({ reason }, commandId) =>
    decision.mutateAsync({ action, subjectType: s.subjectType, subjectId: s.subjectId, reason, commandId }),
  );
  const id = `${action}-reason-${s.subjectId}`;
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <HideForm onSubmit={onSubmit} noValidate>
        <Field id={id} label="Reason" hint={hint} error={error}>
          <Textarea id={id} data-autofocus maxLength={maxLength} {...form.register('reason')} {...invalidProps(id, error, true)} />
        </Field>
        <Button type="submit" $variant={action === 'hide' ? 'danger' : 'primary'} disabled={decision.isPending}>
          {action === 'hide' ? 'Hide' : 'Restore'}
        </Button>
      </HideForm>
    </Dialog>
  );
}

/** What moderation has hidden, newest first: an admin may restore it (a mistake, or an appeal upheld). */
function HiddenSubjects() {
  const { data, isLoading, isError, refetch } = useHiddenSubjects();
  return (
    <Section aria-labelledby="hidden-subjects-heading">
      <h2 id="hidden-subjects-heading">Hidden</h2>
      {isLoading ? (
        <Skeleton $h="96px" $w="100%" role="status" aria-label="Loading hidden content" />
      ) : isError || !data ? (
        <EmptyState
          icon={XCircle}
          tone="danger"
          title="Failed to load hidden content"
          action={
            <Button $variant="outline" onClick={() => void refetch()}>
              Try Again
            </Button>
          }
        />
      ) : data.length === 0 ? (
        <Summary>Nothing is hidden.</Summary>
      ) : (
        <List>
          {data.map((h) => (
            <HiddenCard key={h.subjectId} subject={h} />
          ))}
        </List>
      )}
    </Section>
  );
}

function HiddenCard({ subject: h }: { subject: HiddenSubject }) {
  const [restoring, setRestoring] = useState(false);
  const kind = REPORT_SUBJECT_LABELS[h.subjectType];
  const link = subjectLink(h);
  const headingId = `hidden-${h.subjectId}`;
  return (
    <Item aria-labelledby={headingId} data-testid="hidden-subject">
      <Head>
        <h3 id={headingId}>
          {kind} by {h.subjectAuthorName ?? `User ${h.subjectAuthorId}`}
        </h3>
        <Badge $variant="secondary">Hidden</Badge>
      </Head>
      {h.excerpt && <Excerpt>{h.excerpt}</Excerpt>}
      <Summary>
        Hidden by {h.hiddenByName ?? 'an admin'} on <time dateTime={h.hiddenAt}>{formatDate(h.hiddenAt)}</time>: {h.reason}
      </Summary>
      {link && <Link to={link}>View the {kind.toLowerCase()} in place</Link>}
      <Actions>
        <Button $variant="outline" $size="sm" onClick={() => setRestoring(true)}>
          <RotateCcw size={15} aria-hidden="true" />
          Restore
        </Button>
      </Actions>
      <ReasonDialog
        action="restore"
        subject={h}
        open={restoring}
        onClose={() => setRestoring(false)}
        title={`Restore this ${kind.toLowerCase()}`}
        description="Everyone will see it again, and a review counts again."
        hint="Kept in its history with your name."
        maxLength={MODERATION_LIMITS.restoreReason}
        done={{ title: 'Restored', description: 'Everyone can see it again.' }}
      />
    </Item>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    flex: 1 1 12rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Excerpt = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.bg};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Reasons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Reports = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const HideForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
