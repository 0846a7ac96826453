import { useSearchParams } from 'react-router-dom';

export const ADMIN_TABS = ['overview', 'tradesmen', 'projects', 'messages', 'users', 'blog', 'moderation'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const isTab = (v: string | null): v is AdminTab => ADMIN_TABS.includes(v as AdminTab);

/**
 * The tab and the shared search text live in the address (`/admin?tab=projects&search=loft`), so
 * an activity item can link straight to its row and Back works.
 */
export function useAdminLocation() {
  const [params, setParams] = useSearchParams();
  const tab: AdminTab = isTab(params.get('tab')) ? (params.get('tab') as AdminTab) : 'overview';
  const search = params.get('search') ?? '';
  const update = (next: { tab?: AdminTab; search?: string }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.tab === 'overview') out.delete('tab');
        else if (next.tab !== undefined) out.set('tab', next.tab);
        if (next.search) out.set('search', next.search);
        else if (next.search !== undefined) out.delete('search');
        return out;
      },
      { replace: next.tab === undefined },
    );
  return { tab, search, setTab: (t: AdminTab) => update({ tab: t }), setSearch: (s: string) => update({ search: s }) };
}
