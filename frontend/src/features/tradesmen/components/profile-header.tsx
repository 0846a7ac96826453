import { useState } from 'react';
import styled from 'styled-components';
import { BadgeCheck, Briefcase, MapPin, MessageSquare, PenSquare, Receipt } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Rating } from '@/components/ui/rating';
import { Monogram } from '@/components/showcase/monogram';
import { businessNameOf } from '@/components/showcase/business-name';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import type { TradesmanProfile } from '../api/get-tradesman';
import { GetQuoteDialog } from './get-quote-dialog';
import { cardSurface } from '@/components/ui/card';

type Props = { profile: TradesmanProfile; isOwn: boolean };

export function ProfileHeader({ profile: p, isOwn }: Props) {
  const name = businessNameOf(p);
  const { user } = useUser();
  const [quoting, setQuoting] = useState(false);
  return (
    <Header>
      <Monogram name={name} size={76} />
      <Main>
        <TitleRow>
          <h1>{name}</h1>
          {p.verified && (
            <Badge $variant="success">
              <BadgeCheck aria-hidden="true" />
              Verified
            </Badge>
          )}
        </TitleRow>
        {p.tradeCategories.length > 0 && <Trades>{p.tradeCategories.map((c) => TRADE_CATEGORY_LABELS[c]).join(' · ')}</Trades>}
        <Facts>
          <Rating value={p.rating} reviews={p.totalReviews} />
          <span>
            <MapPin size={15} aria-hidden="true" />
            {p.location || 'Location not specified'}
          </span>
          <span>
            <Briefcase size={15} aria-hidden="true" />
            {p.yearsExperience === null ? 'Experience not specified' : `${formatCount(p.yearsExperience, 'year', 'years')} experience`}
          </span>
        </Facts>
      </Main>
      <Actions>
        {isOwn ? (
          <ButtonLink to={paths.profileEdit} $variant="outline">
            <PenSquare size={17} aria-hidden="true" />
            Edit profile
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={paths.messageTo(p.userId, { tradesmanId: p.id })}>
              <MessageSquare size={17} aria-hidden="true" />
              Message
            </ButtonLink>
            {user?.userType === 'client' ? (
              <Button $variant="accent" onClick={() => setQuoting(true)}>
                <Receipt size={17} aria-hidden="true" />
                Get Quote
              </Button>
            ) : (
              <ButtonLink to={paths.messageTo(p.userId, { quote: true, tradesmanId: p.id })} $variant="accent">
                <Receipt size={17} aria-hidden="true" />
                Get Quote
              </ButtonLink>
            )}
            <GetQuoteDialog open={quoting} onClose={() => setQuoting(false)} tradesmanId={p.id} businessName={name} />
          </>
        )}
      </Actions>
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  padding: ${({ theme }) => theme.space(6)};
  ${cardSurface}
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: auto 1fr auto;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  h1 {
    font-size: clamp(1.5rem, 3.5vw, 2.125rem);
    overflow-wrap: anywhere;
  }
`;

const Trades = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentStrong};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(5)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    flex-shrink: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2.5)};
  > a {
    flex: 1 1 140px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: column;
    > a {
      flex: 0 0 auto;
    }
  }
`;
