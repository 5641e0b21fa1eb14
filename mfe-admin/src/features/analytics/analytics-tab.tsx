import { ChatLogsView } from '../chat-logs/chat-logs-view.tsx';
import { ReportsView } from '../reports/reports-view.tsx';
import { SystemSettingsView } from '../system-settings/system-settings-view.tsx';
import { QuickActions } from './quick-actions.tsx';
import { TopCreators } from './top-creators.tsx';
import { useAnalyticsView } from './use-analytics-view.ts';

/**
 * The Analytics tab: the quick actions and the top recipe creators; a quick action's view
 * (`&view=chat-logs`, `settings`, `reports`) takes the tab's place until Back.
 */
export function AnalyticsTab() {
  const [view, open] = useAnalyticsView();
  const back = () => open(null);
  if (view === 'chat-logs') return <ChatLogsView onBack={back} />;
  if (view === 'settings') return <SystemSettingsView onBack={back} />;
  if (view === 'reports') return <ReportsView onBack={back} />;
  return (
    <div className="flex flex-col gap-4">
      <QuickActions onOpen={open} />
      <TopCreators />
    </div>
  );
}
