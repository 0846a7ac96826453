import styled from 'styled-components';
import { useUser } from '@/lib/auth';
import { useUnreadCount } from '../api/get-unread-count';

/** The unread total beside the Messages link; nothing when 0. Live through the socket pushes. */
export function MessagesUnreadBadge() {
  const { user } = useUser();
  const { data } = useUnreadCount({ enabled: user !== null });
  const total = user ? (data?.total ?? 0) : 0;
  if (total === 0) return null;
  return (
    <>
      <Count aria-hidden="true" data-testid="messages-unread-badge">
        {total > 99 ? '99+' : total}
      </Count>
      <span className="visually-hidden">, {total} unread</span>
    </>
  );
}

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1;
`;
