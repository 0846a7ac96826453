import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BadgeCheck, MapPin, MessageSquare, UserRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Rating } from '@/components/ui/rating';
import { Skeleton } from '@/components/ui/skeleton';
import { Monogram } from '@/components/showcase/monogram';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useTradesman } from '../api/get-tradesman';

type Props = { tradesmanId: string; businessName: string; projectId: string };

/** The project page's 'who did this' panel; the profile gives the user id the Message link needs. */
export function TradesmanContactPanel({ tradesmanId, businessName, projectId }: Props) {
  const { user } = useUser();
  const { data: t, isPending } = useTradesman(tradesmanId);
  const name = t?.businessName ?? businessName;
  return (
    <Card as="section" aria-labelledby="project-tradesman-title">
      <CardHeader>
        <CardTitle id="project-tradesman-title">
          <UserRound size={18} aria-hidden="true" />
          The Tradesman
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Who>
          <Monogram name={name} size={52} />
          <div>
            <NameLink to={paths.tradesman(tradesmanId)}>
              {name}
              {t?.verified && <BadgeCheck size={16} aria-label="Verified" />}
            </NameLink>
            {isPending ? <Skeleton $w="140px" $h="0.9rem" /> : t && <Rating value={t.rating} reviews={t.totalReviews} />}
            {t && (
              <Place>
                <MapPin size={13} aria-hidden="true" />
                {t.location || 'Location not specified'}
              </Place>
            )}
          </div>
        </Who>
        <Actions>
          {isPending ? (
            <Skeleton $h="44px" $radius="10px" />
          ) : (
            t &&
            user?.id !== t.userId && (
              <ButtonLink to={paths.messageTo(t.userId, { projectId, tradesmanId: t.id })} $block>
                <MessageSquare size={17} aria-hidden="true" />
                Message
              </ButtonLink>
            )
          )}
          <ButtonLink to={paths.tradesman(tradesmanId)} $variant="outline" $block>
            View full profile
          </ButtonLink>
        </Actions>
      </CardBody>
    </Card>
  );
}

const Who = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  > div {
    display: grid;
    gap: 3px;
    min-width: 0;
  }
`;

const NameLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
