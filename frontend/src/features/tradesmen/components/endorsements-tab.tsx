import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ThumbsUp } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import type { TradesmanProfile } from '../api/get-tradesman';
import type { Endorsement } from '../api/get-tradesman-endorsements';
import { EndorseForm } from './endorse-form';
import { ListStates } from './list-states';

type Props = { profile: TradesmanProfile; query: UseQueryResult<Endorsement[]>; isOwn: boolean };

/** Peer endorsements: a tally per skill, then who said what. Other tradesmen can add one. */
export function EndorsementsTab({ profile, query, isOwn }: Props) {
  const { user } = useUser();
  return (
    <Stack>
      {user?.userType === 'tradesman' && !isOwn && <EndorseForm profile={profile} />}
      <ListStates query={query} icon={ThumbsUp} empty="No endorsements yet" failed="Failed to load endorsements">
        {(endorsements) => (
          <>
            <Tally role="list" aria-label="Endorsed skills">
              {tally(endorsements).map(([skill, n]) => (
                <li key={skill}>
                  <Badge $variant="accent">
                    {skill} × {n}
                  </Badge>
                </li>
              ))}
            </Tally>
            <List aria-label="Endorsements">
              {endorsements.map((e) => (
                <li key={e.id}>
                  <p>
                    <Link to={paths.tradesman(e.endorserId)}>{e.endorserBusinessName}</Link> endorsed <strong>{e.skill}</strong>
                    <time dateTime={e.createdAt}>{formatDate(e.createdAt)}</time>
                  </p>
                  {e.comment && <blockquote>“{e.comment}”</blockquote>}
                </li>
              ))}
            </List>
          </>
        )}
      </ListStates>
    </Stack>
  );
}

function tally(endorsements: Endorsement[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const e of endorsements) counts.set(e.skill, (counts.get(e.skill) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Tally = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

const List = styled.ul`
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(3.5)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
  p {
    display: flex;
    flex-wrap: wrap;
    gap: 0 6px;
    align-items: baseline;
  }
  a {
    font-weight: 600;
  }
  time {
    margin-left: auto;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  blockquote {
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;
