import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton } from '@app/ui';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { LoadFailed } from '../../components/load-failed.tsx';
import { SubView } from '../../components/sub-view.tsx';
import { useDownload } from '../downloads/use-download.ts';
import { AdminReportQuery } from './admin-report-query.ts';
import { PeriodChoice } from './period-choice.tsx';
import { chartData, dayLabel } from './report-figures.ts';
import { useReportPeriod } from './use-report-period.ts';

// The chart library is fetched when a report is first shown, never with the dashboard.
const ReportCharts = lazy(() => import('./report-charts.tsx'));

/** Generate Reports: the usage report for 7, 30 or 90 days, drawn, and as a CSV download. */
export function ReportsView({ onBack }: { onBack: () => void }) {
  const [days, selectDays] = useReportPeriod();
  const { data, previousData, error, refetch, loading } = useQuery(AdminReportQuery, {
    variables: { days },
  });
  const download = useDownload(
    `/api/admin/reports.csv?days=${days}`,
    `mise-report-${days}d.csv`,
    'The report could not be downloaded',
  );
  // The last period's charts stay up (dimmed) while the next one loads.
  const result = data?.adminReport ?? previousData?.adminReport;
  const report = result?.__typename === 'AdminReportSuccess' ? result.report : undefined;
  const refusal = result && result.__typename !== 'AdminReportSuccess' ? result.message : null;

  return (
    <SubView
      id="reports"
      title="Reports"
      description="Imports, AI usage, sign-ups and active cooks over a period, in UTC days."
      onBack={onBack}
      actions={
        <Button variant="secondary" isLoading={download.isBusy} onClick={download.start}>
          {!download.isBusy && <Download className="size-5" aria-hidden="true" />}
          Download CSV
        </Button>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodChoice value={days} onChange={selectDays} />
        {report && (
          <p className="text-muted text-sm">
            {dayLabel(report.daily[0]?.date ?? '')} – {dayLabel(report.daily.at(-1)?.date ?? '')}
          </p>
        )}
      </div>
      {refusal ? (
        <Alert variant="destructive" title="The report could not be made">
          {refusal}
        </Alert>
      ) : !report && error ? (
        <LoadFailed title="The report could not be loaded" onRetry={refetch} />
      ) : !report ? (
        <ChartsLoading />
      ) : (
        <div
          aria-busy={loading}
          className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
          <Suspense fallback={<ChartsLoading />}>
            <ReportCharts data={chartData(report)} days={report.days} />
          </Suspense>
        </div>
      )}
    </SubView>
  );
}

function ChartsLoading() {
  return (
    <div role="status" className="grid gap-4 lg:grid-cols-2">
      <p className="sr-only">Loading the report…</p>
      {Array.from({ length: 4 }, (_, card) => (
        <div
          key={card}
          className="rounded-card border border-line bg-raised p-4 shadow-card sm:p-5"
        >
          <Skeleton className="h-5 w-48" />
          <Skeleton className="mt-2 h-4 w-3/4" />
          <Skeleton className="mt-4 h-60 w-full" />
        </div>
      ))}
    </div>
  );
}
