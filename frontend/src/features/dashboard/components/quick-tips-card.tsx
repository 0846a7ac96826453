import styled from 'styled-components';
import { Lightbulb } from 'lucide-react';
import type { UserType } from '@tradeguild/contracts';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';

const tips: Record<'tradesman' | 'client', string[]> = {
  tradesman: [
    'Add before-and-after photos: profiles with a portfolio get far more enquiries.',
    'Reply to new messages quickly; clients often choose the first good answer.',
    'Ask happy clients for a review as soon as the job is signed off.',
    'List your certifications (Gas Safe, NICEIC, CSCS) so clients can trust you.',
  ],
  client: [
    'Describe the job in detail and mention access, parking and any deadlines.',
    'Give a realistic budget range so tradespeople can quote accurately.',
    'Check reviews and verified status before you invite someone round.',
    'Agree the scope and payment stages in writing before work begins.',
  ],
};

export function QuickTipsCard({ userType }: { userType: UserType }) {
  const list = tips[userType === 'tradesman' ? 'tradesman' : 'client'];
  return (
    <Card as="section" aria-labelledby="quick-tips-title">
      <CardHeader>
        <CardTitle id="quick-tips-title">
          <Lightbulb size={18} aria-hidden="true" />
          Quick Tips
        </CardTitle>
      </CardHeader>
      <CardBody>
        <List>
          {list.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </List>
      </CardBody>
    </Card>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  counter-reset: tip;
  li {
    position: relative;
    padding-left: 34px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.5;
    counter-increment: tip;
  }
  li::before {
    content: counter(tip);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
    color: white;
    font-size: 11px;
    font-weight: 700;
  }
`;
