import { CommunityBlock } from '@/features/landing/components/community-block';
import { CtaSection } from '@/features/landing/components/cta-section';
import { FeaturedTradesmen } from '@/features/landing/components/featured-tradesmen';
import { Hero } from '@/features/landing/components/hero';
import { ProjectShowcases } from '@/features/landing/components/project-showcases';
import { SearchPanel } from '@/features/landing/components/search-panel';
import { SiteFooter } from '@/features/landing/components/site-footer';
import { WhyDifferent } from '@/features/landing/components/why-different';

/** The public landing page, sections in the spec's order (the top bar comes from the layout). */
export function LandingRoute() {
  return (
    <>
      <Hero />
      <WhyDifferent />
      <FeaturedTradesmen />
      <ProjectShowcases />
      <SearchPanel />
      <CommunityBlock />
      <CtaSection />
      <SiteFooter />
    </>
  );
}
