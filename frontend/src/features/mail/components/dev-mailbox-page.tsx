import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { devMailboxRoute, type CaughtMail } from '@tradeguild/contracts/mail/mail.types';
import { Card, CardBody, Muted } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { ListPage, PageHeader } from '@/components/ui/page-header';
import { apiGet } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';

/** /dev/mailbox: the mail `make run`'s local catcher received (admins, development only). */
export function DevMailboxPage() {
  const { data, error, isLoading } = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: () => apiGet(devMailboxRoute),
    refetchInterval: 5000,
    retry: false,
  });
  const [open, setOpen] = useState<CaughtMail | null>(null);
  return (
    <Container>
      <ListPage>
        <PageHeader
          eyebrow="Development"
          title="Mailbox"
          lead="E-mail caught by the local SMTP catcher (make run without SMTP_URL). Newest first."
        />
        {isLoading && <p>Loading…</p>}
        {error && <p role="alert">{failureText(error, 'The mailbox could not be loaded.')}</p>}
        {data && data.length === 0 && <Muted>No mail yet.</Muted>}
        {data && data.length > 0 && (
          <Split>
            <Mails aria-label="Caught mail">
              {data.map((m) => (
                <li key={m.id}>
                  <MailButton type="button" aria-pressed={open?.id === m.id} onClick={() => setOpen(m)}>
                    <strong>{m.subject}</strong>
                    <span>
                      {m.to.join(', ')} · {new Date(m.receivedAt).toLocaleString('en-GB')}
                    </span>
                  </MailButton>
                </li>
              ))}
            </Mails>
            {open && (
              <Card>
                <CardBody>
                  <h2>{open.subject}</h2>
                  <Muted>
                    To {open.to.join(', ')} from {open.from} · Message-ID {open.messageId}
                  </Muted>
                  <Frame title="The mail's HTML part" sandbox="" srcDoc={open.html} />
                  <details>
                    <summary>Plain-text part</summary>
                    <Pre>{open.text}</Pre>
                  </details>
                </CardBody>
              </Card>
            )}
          </Split>
        )}
      </ListPage>
    </Container>
  );
}

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 360px) 1fr;
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
`;
const Mails = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const MailButton = styled.button`
  width: 100%;
  text-align: left;
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Frame = styled.iframe`
  width: 100%;
  height: 560px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: ${({ theme }) => theme.space(3)} 0;
`;
const Pre = styled.pre`
  white-space: pre-wrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
