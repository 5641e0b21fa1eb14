import { useSearchParams } from 'react-router-dom';

export const dashboardTabs = ['users', 'prompts', 'analytics'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

function isDashboardTab(value: string | null): value is DashboardTab {
  return dashboardTabs.some((tab) => tab === value);
}

/**
 * The open tab, kept in the address (`?tab=prompts`) so a reload or a shared link opens it. Users,
 * the first, leaves the address bare; an unknown value opens Users. Switching replaces the
 * history entry: Back leaves the dashboard rather than walking through its tabs. Switching closes
 * any view the tab had open.
 */
export function useDashboardTab(): [DashboardTab, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = isDashboardTab(requested) ? requested : 'users';
  const select = (next: string) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        // A view belongs to the tab it was opened from (`?tab=analytics&view=reports`).
        params.delete('view');
        if (next === 'users' || !isDashboardTab(next)) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };
  return [tab, select];
}
