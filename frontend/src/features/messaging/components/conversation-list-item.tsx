import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { ConversationSummary } from '@tradeguild/contracts';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { partnerLabel } from '../utils/conversation';

type Props = { row: ConversationSummary; meId: string; selected: boolean };

/** One conversation: partner, last message on one line, its date and the unread count. */
export function ConversationListItem({ row, meId, selected }: Props) {
  const name = partnerLabel(row.partnerId, row.partnerName);
  const unread = row.unreadCount;
  return (
    <li>
      <ItemLink to={paths.messageTo(row.partnerId)} aria-current={selected ? 'page' : undefined} $selected={selected} $unread={unread > 0}>
        <span aria-hidden="true">
          <Avatar src={row.partnerImageUrl} alt="" size={44} />
        </span>
        <Body>
          <Top>
            <Name title={name}>{name}</Name>
            <When dateTime={row.createdAt}>{formatDate(row.createdAt)}</When>
          </Top>
          <Bottom>
            <Snippet>
              {row.senderId === meId && <You>You: </You>}
              {row.content}
            </Snippet>
            {unread > 0 && (
              <>
                <Unread aria-hidden="true">{unread > 99 ? '99+' : unread}</Unread>
                <span className="visually-hidden">, {unread} unread</span>
              </>
            )}
          </Bottom>
        </Body>
      </ItemLink>
    </li>
  );
}

/** A conversation opened from a profile or project link before any message exists. */
export function NewConversationItem({ name }: { name: string }) {
  return (
    <li>
      <ItemStatic aria-current="page" $selected $unread={false}>
        <span aria-hidden="true">
          <Avatar alt="" size={44} />
        </span>
        <Body>
          <Top>
            <Name title={name}>{name}</Name>
          </Top>
          <Bottom>
            <Snippet>
              <You>New conversation</You>
            </Snippet>
          </Bottom>
        </Body>
      </ItemStatic>
    </li>
  );
}

type ItemProps = { $selected: boolean; $unread: boolean };

const itemStyles = css<ItemProps>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  transition: background 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.brandTint};
      box-shadow: inset 3px 0 0 ${theme.colors.brand};
      &:hover {
        background: ${theme.colors.brandSoft};
      }
    `}
  ${({ $unread }) =>
    $unread &&
    css`
      ${Name}, ${Snippet} {
        font-weight: 700;
        color: inherit;
      }
    `}
`;

const ItemLink = styled(Link)<ItemProps>`
  ${itemStyles}
`;
const ItemStatic = styled.div<ItemProps>`
  ${itemStyles}
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
`;

const When = styled.time`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Snippet = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const You = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-weight: 500;
`;

const Unread = styled.span`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;
