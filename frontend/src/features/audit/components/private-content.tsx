import { useId, useState } from 'react';
import styled from 'styled-components';
import { Lock } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { auditInspectRoute, auditReasonSchema, type AuditEvent } from '@tradeguild/contracts';
import { privateFields } from '@tradeguild/contracts/audit/private-content';
import { errorMessage } from '@/components/feedback/error-message';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form';
import { apiSend } from '@/lib/api-client';
import { formatValue } from '../lib/format';

type Props = { event: Pick<AuditEvent, 'streamId' | 'streamVersion' | 'type' | 'data'> };

/**
 * An event's private text (a message's content) is shown redacted; an auditor may open it for a
 * reason, which the server records (who, when, why) before answering. Nothing for other events.
 */
export function PrivateContent({ event }: Props) {
  const fields = privateFields(event.type, event.data);
  const id = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const open = useMutation({
    mutationFn: (why: string) =>
      apiSend(auditInspectRoute, { params: { streamId: event.streamId, version: String(event.streamVersion) }, body: { reason: why } }),
  });
  if (fields.length === 0) return null;
  if (open.data) {
    const data = open.data.data as Record<string, unknown>;
    return (
      <Box aria-label="Private content">
        <p>
          <Lock size={14} aria-hidden="true" /> Opened for: <em>{reason.trim()}</em>. This reading is recorded.
        </p>
        <dl>
          {fields.map((f) => (
            <div key={f}>
              <dt>{f}</dt>
              <dd>{formatValue(data[f])}</dd>
            </div>
          ))}
        </dl>
      </Box>
    );
  }
  return (
    <Box
      as="form"
      aria-label="Read private content"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = auditReasonSchema.safeParse(reason);
        setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
        if (parsed.success) open.mutate(parsed.data);
      }}
    >
      <p>
        <Lock size={14} aria-hidden="true" /> This event holds private content ({fields.join(', ')}), hidden here. To read it, give the
        reason: your name, the time and the reason are recorded.
      </p>
      <Field id={`${id}-reason`} label="Reason for reading it" error={invalid ?? (open.isError ? errorMessage(open.error) : undefined)}>
        <Input id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} $invalid={!!invalid} maxLength={500} />
      </Field>
      <Button type="submit" $size="sm" $variant="outline" disabled={open.isPending}>
        Read private content
      </Button>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
  p > svg {
    display: inline;
    vertical-align: -2px;
    margin-right: ${({ theme }) => theme.space(1)};
  }
  dl {
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
