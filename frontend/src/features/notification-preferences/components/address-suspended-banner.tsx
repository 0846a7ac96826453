import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MailWarning } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { useNotificationPreferences } from '../api/preferences';

/**
 * The e-mail settings page (CLIENT_ROUTES.notificationSettings), spelt out: importing that list here
 * would split it from the landing's own chunk into one more file on the visitor's first load.
 */
const EMAIL_SETTINGS = '/settings/notifications';

/**
 * On every page of a signed-in (open) account whose address refused mail for good five times
 * (decision 0065): nothing is sent to it until it is checked. Drawn by the app layout in a chunk of
 * its own, so a visitor's landing never downloads it; the preferences answer says whether to show it.
 */
export function AddressSuspendedBanner() {
  const { pathname } = useLocation();
  const { data } = useNotificationPreferences();
  if (!data?.addressSuspended) return null;
  return (
    <Bar role="status" data-testid="address-suspended-banner">
      <Inner>
        <MailWarning size={20} aria-hidden="true" />
        <p>
          We could not deliver e-mail to your address several times, so we have stopped sending it. Please check your e-mail address with
          your sign-in provider. {pathname !== EMAIL_SETTINGS && <Link to={EMAIL_SETTINGS}>Check your e-mail settings</Link>}
        </p>
      </Inner>
    </Bar>
  );
}

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  svg {
    flex: none;
    margin-top: 2px;
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
