import { TrustPage } from '@/features/trust/components/trust-page';
import type { TrustPageKey } from '@/config/trust-links';

/** The public information pages: terms, privacy, cookies, how it works, safety, disputes, contact, help. */
export function TrustRoute({ page }: { page: TrustPageKey }) {
  return <TrustPage page={page} />;
}
