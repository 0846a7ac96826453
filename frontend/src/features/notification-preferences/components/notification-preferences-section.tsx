import styled from 'styled-components';
import { MAIL_KIND_AUDIENCE, mailModesOf, type MailKind, type MailMode } from '@tradeguild/contracts/mail/mail.types';
import { Card, CardBody, CardHeader, CardTitle, Muted } from '@/components/ui/card';
import { Select } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/auth';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/preferences';

const MODE_LABELS: Record<MailMode, string> = { instant: 'At once', daily: 'In the daily digest', off: 'Off' };

/**
 * Which e-mails a person gets, kind by kind: at once, in the 07:00 daily digest, or not at all (the
 * account's own mails: at once or not at all). A suspended address is told by the app's banner.
 */
export function NotificationPreferencesSection() {
  const { user } = useUser();
  const { data, isLoading, isError } = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const mine = (kind: MailKind) => MAIL_KIND_AUDIENCE[kind] === 'everyone' || MAIL_KIND_AUDIENCE[kind] === user?.userType;

  return (
    <Card as="section" aria-labelledby="email-preferences-title">
      <CardHeader>
        <CardTitle id="email-preferences-title">E-mail notifications</CardTitle>
        <Muted>
          Choose what we e-mail you about. The daily digest arrives at 7am (UK time) and only when there is something new; e-mails about
          your account come at once.
        </Muted>
      </CardHeader>
      <CardBody>
        {isLoading && <Skeleton $w="100%" $h="240px" />}
        {isError && <p role="alert">Your e-mail preferences could not be loaded. Please reload the page.</p>}
        {data && (
          <Rows>
            {data.preferences
              .filter((p) => mine(p.kind))
              .map((p) => (
                <Row key={p.kind}>
                  <label htmlFor={`mail-${p.kind}`}>{p.label}</label>
                  <Select
                    id={`mail-${p.kind}`}
                    value={p.mode}
                    onChange={(e) => update.mutate({ preferences: [{ kind: p.kind, mode: e.target.value as MailMode }] })}
                  >
                    {mailModesOf(p.kind).map((m) => (
                      <option key={m} value={m}>
                        {MODE_LABELS[m]}
                      </option>
                    ))}
                  </Select>
                </Row>
              ))}
          </Rows>
        )}
      </CardBody>
    </Card>
  );
}

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr minmax(180px, 220px);
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 540px) {
    grid-template-columns: 1fr;
  }
`;
