import styled from 'styled-components';
import { Activity, BadgeCheck, Hammer, MessageCircle, Star } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';

// Static sample activity, as the spec describes for this card.
const items = [
  { icon: Hammer, text: 'Kitchen refit completed in Harrogate by Whitfield & Sons Joinery', when: '2 hours ago' },
  { icon: Star, text: 'Severn Valley Plumbing received a 5-star review', when: '5 hours ago' },
  { icon: BadgeCheck, text: 'Brightwire Electrical in Bristol was verified', when: 'Yesterday' },
  { icon: MessageCircle, text: 'New forum thread: “Part P sign-off for garden offices”', when: '2 days ago' },
];

export function RecentActivityCard() {
  return (
    <Card as="section" aria-labelledby="recent-activity-title">
      <CardHeader>
        <CardTitle id="recent-activity-title">
          <Activity size={18} aria-hidden="true" />
          Recent Activity
        </CardTitle>
      </CardHeader>
      <CardBody>
        <List role="list">
          {items.map(({ icon: Icon, text, when }) => (
            <li key={text}>
              <Dot aria-hidden="true">
                <Icon size={15} />
              </Dot>
              <div>
                <p>{text}</p>
                <small>{when}</small>
              </div>
            </li>
          ))}
        </List>
      </CardBody>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.45;
  }
  small {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Dot = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentStrong};
`;
