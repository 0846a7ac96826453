import styled from 'styled-components';
import { BadgeCheck, Briefcase, MapPin, PoundSterling } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { MemberLink } from '@/components/member-link';
import { paths } from '@/config/paths';
import { Rating } from '@/components/ui/rating';
import type { SampleTradesman } from '../data/sample-content';
import { cardSurface } from '@/components/ui/card';
import { formatCount } from '@/lib/plural';

export function TradesmanCard({ tradesman: t }: { tradesman: SampleTradesman }) {
  return (
    <Card>
      <Top>
        <img src={t.avatar} alt={`Portrait of ${t.name}, ${t.business}`} width={72} height={72} />
        <Badge $variant="success">
          <BadgeCheck aria-hidden="true" />
          Verified
        </Badge>
      </Top>
      <div>
        <Name>{t.business}</Name>
        <Trade>
          {t.name} · {t.trade}
        </Trade>
        <Rating value={t.rating} reviews={t.reviews} />
      </div>
      <Quote>{t.quote}</Quote>
      <Specs role="list" aria-label="Specialisations">
        {t.specializations.map((s) => (
          <li key={s}>
            <Badge $variant="secondary">{s}</Badge>
          </li>
        ))}
      </Specs>
      <Facts>
        <span>
          <MapPin size={15} aria-hidden="true" />
          {t.location}
        </span>
        <span>
          <Briefcase size={15} aria-hidden="true" />
          {formatCount(t.years, 'year’s', 'years’')} experience
        </span>
        <span>
          <PoundSterling size={15} aria-hidden="true" />
          {t.rate}
        </span>
      </Facts>
      {/* Sample businesses: members get the search of that trade; visitors the sign-in dialog. */}
      <MemberLink to={`${paths.search}?category=${t.category}`} look="outline" block aria-label={`View Profile: ${t.business}`}>
        View Profile
      </MemberLink>
    </Card>
  );
}

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  ${cardSurface}
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateY(-3px);
  }
  > button,
  > a {
    margin-top: auto;
  }
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  justify-content: space-between;
  img {
    flex-shrink: 0;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    box-shadow:
      0 0 0 3px white,
      0 0 0 4px ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Trade = styled.p`
  margin: 2px 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Quote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Specs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 0;
  list-style: none;
`;

const Facts = styled.div`
  display: grid;
  gap: 6px;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  svg {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
