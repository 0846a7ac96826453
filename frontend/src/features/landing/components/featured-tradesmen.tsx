import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { goToLogin } from '@/lib/navigation';
import { sampleTradesmen } from '../data/sample-content';
import { LandingSection, SectionHeading } from './section-heading';
import { TradesmanCard } from './tradesman-card';

export function FeaturedTradesmen() {
  return (
    <LandingSection aria-labelledby="featured-title">
      <Container>
        <SectionHeading
          id="featured-title"
          eyebrow="Featured tradesmen"
          title="Meet some of our top-rated professionals"
          text="Verified, insured and reviewed by homeowners who hired them."
        />
        <Grid role="list">
          {sampleTradesmen.map((t) => (
            <TradesmanCard key={t.id} tradesman={t} />
          ))}
        </Grid>
        <Center>
          <Button $variant="outline" $size="lg" onClick={goToLogin}>
            View All Tradesmen
            <ArrowRight size={18} aria-hidden="true" />
          </Button>
        </Center>
      </Container>
    </LandingSection>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(10)};
`;
