import { lazy, Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { NearView, Spot } from '@/components/near-view';
import { LandingSection, SectionHeading } from './section-heading';

const SearchForm = lazy(() => import('./search-form').then((m) => ({ default: m.SearchForm })));

/** The form's height per width, held until it arrives (measured at 375, 768 and 1280 px). */
const FORM_HEIGHT = { base: '830px', md: '423px', lg: '331px' };

/**
 * The landing's search section. Its form (and react-hook-form with it) loads as a visitor scrolls
 * towards it: it sits below the fold, and a visitor's first load carries only what the top needs.
 */
export function SearchPanel() {
  return (
    <LandingSection aria-labelledby="search-title" $tone="muted">
      <Container>
        <SectionHeading id="search-title" eyebrow="Find your tradesperson" title="Search thousands of verified professionals" />
        <NearView minHeight={FORM_HEIGHT}>
          <Suspense fallback={<Spot $minHeight={FORM_HEIGHT} aria-hidden="true" />}>
            <SearchForm />
          </Suspense>
        </NearView>
      </Container>
    </LandingSection>
  );
}
