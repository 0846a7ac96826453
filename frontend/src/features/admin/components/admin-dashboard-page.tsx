import { AccessDenied } from '@/components/feedback/access-denied';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useAdminAccess } from '../hooks/use-admin-access';
import { useAdminLocation } from '../hooks/use-admin-location';
import { OverviewTab } from './overview/overview-tab';
import { BlogTab } from './tabs/blog-tab';
import { MessagesTab } from './tabs/messages-tab';
import { ModerationTab } from './tabs/moderation-tab';
import { ProjectsTab } from './tabs/projects-tab';
import { TradesmenTab } from './tabs/tradesmen-tab';
import { UsersTab } from './tabs/users-tab';

/** /admin: registered for every signed-in user; the page lets only admins in (spec section 2). */
export function AdminDashboardPage() {
  const access = useAdminAccess();
  if (access === 'checking')
    return (
      <Container>
        <Checking role="status">Checking permissions...</Checking>
      </Container>
    );
  if (access === 'denied') return <AccessDenied text="You don't have permission to access the admin dashboard." />;
  return <Dashboard />;
}

function Dashboard() {
  const { tab, search, setTab, setSearch } = useAdminLocation();
  const items = [
    { id: 'overview', label: 'Overview', content: <OverviewTab /> },
    { id: 'tradesmen', label: 'Tradesmen', content: <TradesmenTab search={search} onSearch={setSearch} /> },
    { id: 'projects', label: 'Projects', content: <ProjectsTab search={search} onSearch={setSearch} /> },
    { id: 'messages', label: 'Messages', content: <MessagesTab search={search} onSearch={setSearch} /> },
    { id: 'users', label: 'Users', content: <UsersTab /> },
    { id: 'blog', label: 'Blog', content: <BlogTab /> },
    { id: 'moderation', label: 'Moderation', content: <ModerationTab /> },
  ];
  return (
    <Container>
      <Page>
        <PageHeader
          eyebrow="TradeGuild team"
          title="Admin Dashboard"
          lead="Platform activity as it happens, the directories, and the read models behind them."
        />
        {/* One tooltip scope for the tables' icon buttons, so moving along a row's hints needs no fresh delay. */}
        <TooltipProvider>
          <Tabs label="Admin sections" items={items} value={tab} onChange={(id) => setTab(id as typeof tab)} />
        </TooltipProvider>
      </Page>
    </Container>
  );
}

const Checking = styled.p`
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Page = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
  min-width: 0;
`;
