import { useSearchParams } from 'react-router-dom';

export const analyticsViews = ['chat-logs', 'settings', 'reports'] as const;
export type AnalyticsView = (typeof analyticsViews)[number];

function isAnalyticsView(value: string | null): value is AnalyticsView {
  return analyticsViews.some((view) => view === value);
}

/**
 * The quick-action view open on the Analytics tab (`?tab=analytics&view=chat-logs`), null for
 * the overview. Opening one adds a history entry, so Back returns to the overview; the report's
 * period rides along (`&days=90`).
 */
export function useAnalyticsView(): [AnalyticsView | null, (view: AnalyticsView | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view');
  const view = isAnalyticsView(requested) ? requested : null;
  const open = (next: AnalyticsView | null) => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete('days');
      if (next) params.set('view', next);
      else params.delete('view');
      return params;
    });
  };
  return [view, open];
}
