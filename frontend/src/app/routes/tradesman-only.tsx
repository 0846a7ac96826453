import type { ReactNode } from 'react';
import { Search, UserCog } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FormPage } from '@/components/ui/page-header';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/** Business profiles and portfolios belong to tradesmen; anyone else gets a way on instead. */
export function TradesmanOnly({ children }: { children: ReactNode }) {
  const { user } = useUser();
  if (user?.userType === 'tradesman') return <>{children}</>;
  return (
    <Container>
      <FormPage>
        <EmptyState
          icon={UserCog}
          title="Business profiles are for tradesmen"
          text="This page is where tradespeople manage their profile and portfolio. Looking for someone to hire?"
          action={
            <ButtonLink to={paths.search}>
              <Search size={16} aria-hidden="true" />
              Find Tradesmen
            </ButtonLink>
          }
        />
      </FormPage>
    </Container>
  );
}
