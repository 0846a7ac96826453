import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  unsubscribeRoute,
  unsubscribeStatusRoute,
  unsubscribeUndoRoute,
  type MailMode,
  type UnsubscribeStatus,
} from '@tradeguild/contracts/mail/mail.types';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { FormPage, PageHeader } from '@/components/ui/page-header';
import { apiGet, apiSend } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';

type State =
  | { step: 'working' }
  | { step: 'off'; status: UnsubscribeStatus; before: MailMode }
  | { step: 'back'; status: UnsubscribeStatus }
  | { step: 'failed'; message: string };

/**
 * /unsubscribe?token=: an e-mail's unsubscribe link, no sign-in needed. Turns the e-mail's kind off
 * as it opens, says what was turned off, and offers to put it back as it was.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const before = await apiGet(unsubscribeStatusRoute, { query: { token } });
        const status = await apiSend(unsubscribeRoute, { query: { token } });
        const was = before.kinds.find((k) => k.mode !== 'off')?.mode ?? 'instant';
        setState({ step: 'off', status, before: was });
      } catch (error) {
        setState({ step: 'failed', message: failureText(error, 'Something went wrong. Please try again.') });
      }
    })();
  }, [token]);

  const undo = async (mode: MailMode) => {
    try {
      const status = await apiSend(unsubscribeUndoRoute, { query: { token }, body: { mode: mode === 'daily' ? 'daily' : 'instant' } });
      setState({ step: 'back', status });
    } catch (error) {
      setState({ step: 'failed', message: failureText(error, 'Something went wrong. Please try again.') });
    }
  };

  const labels = (s: UnsubscribeStatus) => (
    <List>
      {s.kinds.map((k) => (
        <li key={k.kind}>{k.label}</li>
      ))}
    </List>
  );

  return (
    <Container>
      <FormPage>
        <PageHeader eyebrow="E-mail" title="Unsubscribe" />
        <Card>
          <CardBody aria-live="polite">
            {state.step === 'working' && <p>Turning these e-mails off…</p>}
            {state.step === 'off' && (
              <>
                <p>You will no longer receive these e-mails:</p>
                {labels(state.status)}
                <Actions>
                  <Button onClick={() => void undo(state.before)}>Undo: keep sending them</Button>
                  <ButtonLink to="/settings/notifications" $variant="outline">
                    Choose all my e-mails
                  </ButtonLink>
                </Actions>
              </>
            )}
            {state.step === 'back' && (
              <>
                <p>Done: you will receive these e-mails again:</p>
                {labels(state.status)}
              </>
            )}
            {state.step === 'failed' && <p role="alert">{state.message}</p>}
          </CardBody>
        </Card>
      </FormPage>
    </Container>
  );
}

const List = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
