import { useSearchParams } from 'react-router-dom';
import { isReportPeriod, type ReportPeriod } from './report-figures.ts';

/** The report's period in days, kept in the address (`&days=90`); 30 unless it names another. */
export function useReportPeriod(): [ReportPeriod, (days: ReportPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('days'));
  const days = isReportPeriod(requested) ? requested : 30;
  const select = (next: ReportPeriod) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 30) params.delete('days');
        else params.set('days', String(next));
        return params;
      },
      { replace: true },
    );
  };
  return [days, select];
}
