import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertTriangle, ArrowRight, BadgeCheck, FolderOpen, PenSquare, Star, TrendingUp, UserCog } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { NEW_PROFILE_LABEL } from '@/components/ui/rating';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { useMyProfile } from '../api/get-my-profile';

/** The tradesman's headline numbers, or a prompt to create a profile when there is none. */
export function PerformanceCard() {
  const { data: profile, isPending, isError } = useMyProfile({ enabled: true });
  return (
    <Card as="section" aria-labelledby="performance-title">
      <CardHeader>
        <CardTitle id="performance-title">
          <TrendingUp size={18} aria-hidden="true" />
          Your Performance
        </CardTitle>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <Stats aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $h="92px" $radius="12px" />
            ))}
          </Stats>
        ) : isError ? (
          <EmptyState tone="danger" icon={AlertTriangle} title="Failed to load your profile" text="Please refresh the page to try again." />
        ) : profile ? (
          <>
            <Stats>
              <Stat
                icon={<Star size={18} />}
                label="Average rating"
                value={profile.totalReviews > 0 ? profile.rating.toFixed(1) : NEW_PROFILE_LABEL}
              />
              <Stat icon={<TrendingUp size={18} />} label="Total reviews" value={String(profile.totalReviews)} />
              <Stat icon={<BadgeCheck size={18} />} label="Verified" value={profile.verified ? 'Yes' : 'No'} />
            </Stats>
            <Links>
              <ButtonLink to={paths.profileEdit} $variant="outline" $size="sm">
                <PenSquare size={16} aria-hidden="true" />
                Edit profile
              </ButtonLink>
              <ButtonLink to={paths.portfolio} $variant="outline" $size="sm">
                <FolderOpen size={16} aria-hidden="true" />
                Manage portfolio
              </ButtonLink>
              <ButtonLink to={paths.tradesman(profile.id)} $variant="ghost" $size="sm">
                View public profile
                <ArrowRight size={16} aria-hidden="true" />
              </ButtonLink>
            </Links>
          </>
        ) : (
          <EmptyState
            icon={UserCog}
            title="Complete your profile"
            text="Add your business details, specialisms and portfolio so clients can find and trust you."
            action={
              <ButtonLink to={paths.profileEdit}>
                Complete your profile
                <ArrowRight size={16} aria-hidden="true" />
              </ButtonLink>
            }
          />
        )}
      </CardBody>
    </Card>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <StatBox>
      <span aria-hidden="true">{icon}</span>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </StatBox>
  );
}

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const StatBox = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandTint};
  span {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  dt {
    order: 2;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    order: 1;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brand};
  }
`;
