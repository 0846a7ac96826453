import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { sampleShowcases } from '../data/sample-content';
import { LandingSection, SectionHeading } from './section-heading';
import { ShowcaseCard } from './showcase-card';

export function ProjectShowcases() {
  return (
    <LandingSection aria-labelledby="showcases-title" $tone="white">
      <Container>
        <SectionHeading
          id="showcases-title"
          eyebrow="Featured project showcases"
          title="See the transformation, not just the quote"
          text="Real projects documented by the tradespeople who delivered them."
        />
        <Grid role="list">
          {sampleShowcases.map((s) => (
            <ShowcaseCard key={s.id} showcase={s} />
          ))}
        </Grid>
      </Container>
    </LandingSection>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(2, 1fr);
  }
`;
