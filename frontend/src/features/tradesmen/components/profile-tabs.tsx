import { useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import { Card, CardBody } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import type { TradesmanProfile } from '../api/get-tradesman';
import { useTradesmanEndorsements } from '../api/get-tradesman-endorsements';
import { useTradesmanProjects } from '../api/get-tradesman-projects';
import { useTradesmanReviews } from '../api/get-tradesman-reviews';
import { EndorsementsTab } from './endorsements-tab';
import { EquipmentTab } from './equipment-tab';
import { PortfolioTab } from './portfolio-tab';
import { ReviewsTab } from './reviews-tab';

type Props = { profile: TradesmanProfile; isOwn: boolean; onReviewed?: () => Promise<void> };

/** Portfolio (default), Reviews, Endorsements, Equipment. */
export function ProfileTabs({ profile, isOwn, onReviewed }: Props) {
  // A review invitation's link (?invitation=) opens on the reviews, where its form is.
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('invitation') ? 'reviews' : 'portfolio');
  const projects = useTradesmanProjects(profile.id);
  const reviews = useTradesmanReviews(profile.id);
  const endorsements = useTradesmanEndorsements(profile.id);
  const items = [
    { id: 'portfolio', label: 'Portfolio', count: projects.data?.length, content: <PortfolioTab query={projects} isOwn={isOwn} /> },
    {
      id: 'reviews',
      label: 'Reviews',
      count: reviews.data?.length,
      content: <ReviewsTab profile={profile} query={reviews} projects={projects.data ?? []} onReviewed={onReviewed} />,
    },
    {
      id: 'endorsements',
      label: 'Endorsements',
      count: endorsements.data?.length,
      content: <EndorsementsTab profile={profile} query={endorsements} isOwn={isOwn} />,
    },
    { id: 'equipment', label: 'Equipment', count: profile.equipment.length, content: <EquipmentTab equipment={profile.equipment} /> },
  ];
  return (
    <Card as="section" aria-label="Portfolio, reviews, endorsements and equipment">
      <CardBody>
        <Tabs label="Profile sections" items={items} value={tab} onChange={setTab} />
      </CardBody>
    </Card>
  );
}
