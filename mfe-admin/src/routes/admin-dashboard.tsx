import { useQuery } from '@apollo/client/react';
import { Badge, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadFailed } from '../components/load-failed.tsx';
import { NotAvailable } from '../components/not-available.tsx';
import { AdminAccessQuery } from '../data/admin-access-query.ts';
import { isForbidden } from '../data/is-forbidden.ts';
import { AnalyticsTab } from '../features/analytics/analytics-tab.tsx';
import { ChatbotPrompts } from '../features/prompts/chatbot-prompts.tsx';
import { StatCards } from '../features/stats/stat-cards.tsx';
import { useAdminStats } from '../features/stats/use-admin-stats.ts';
import { UsersTab } from '../features/users/users-tab.tsx';
import { useDashboardTab } from './use-dashboard-tab.ts';

// Room at the bottom on phones, where the chat bubble floats over the last lines.
const pageClassName = 'mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 pt-6 pb-24 sm:py-8';

/**
 * `/admin`. The server says whether the viewer is an admin (`me.isAdmin`) before any figure is
 * asked for; anyone else, or anyone the server refuses (FORBIDDEN), sees NotAvailable.
 */
export default function AdminDashboard() {
  const { data, error, refetch } = useQuery(AdminAccessQuery);

  useEffect(() => {
    const previous = document.title;
    document.title = 'Admin Dashboard · Mise';
    return () => {
      document.title = previous;
    };
  }, []);

  let content: ReactNode;
  if (data?.me.isAdmin) content = <Dashboard />;
  else if (data || isForbidden(error)) content = <NotAvailable isPage />;
  else if (error) {
    content = <LoadFailed title="The admin dashboard could not be loaded" onRetry={refetch} />;
  } else content = <DashboardHeader badge={<Skeleton className="h-6 w-24 rounded-full" />} />;
  return <main className={pageClassName}>{content}</main>;
}

function Dashboard() {
  const { totals, error, retry } = useAdminStats();
  const [tab, selectTab] = useDashboardTab();
  // Mounted from its first visit on and only hidden afterwards: unsaved prompt edits survive a
  // look at another tab.
  const [hasOpenedPrompts, setHasOpenedPrompts] = useState(tab === 'prompts');
  useEffect(() => {
    if (tab === 'prompts') setHasOpenedPrompts(true);
  }, [tab]);

  if (!totals && isForbidden(error)) return <NotAvailable isPage />;
  return (
    <>
      <DashboardHeader badge={<Badge variant="brand">Super Admin</Badge>} />
      {!totals && error ? (
        <LoadFailed title="The figures could not be loaded" onRetry={retry} />
      ) : (
        <StatCards totals={totals} />
      )}
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Admin sections" className="w-full sm:w-fit">
          <TabsTrigger value="users" className="flex-auto whitespace-nowrap sm:flex-none">
            Users
          </TabsTrigger>
          <TabsTrigger value="prompts" className="flex-auto whitespace-nowrap sm:flex-none">
            Chatbot Prompts
          </TabsTrigger>
          <TabsTrigger value="analytics" className="flex-auto whitespace-nowrap sm:flex-none">
            Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="prompts" forceMount hidden={tab !== 'prompts'}>
          {hasOpenedPrompts && <ChatbotPrompts />}
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

function DashboardHeader({ badge }: { badge: ReactNode }) {
  return (
    <header className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-6"
      >
        <ShieldCheck />
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="font-display font-semibold text-3xl text-ink">Admin Dashboard</h1>
          {badge}
        </div>
        <p className="mt-1 text-muted text-sm">
          Figures across every cook, and the prompts the cooking assistant follows.
        </p>
      </div>
    </header>
  );
}
