import { cn } from '@app/ui';
import { type ReportPeriod, reportPeriods } from './report-figures.ts';

/** 7 / 30 / 90 days, as one radio group: arrow keys move between them. */
export function PeriodChoice({
  value,
  onChange,
}: {
  value: ReportPeriod;
  onChange: (days: ReportPeriod) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-control border border-line bg-sunken p-1">
      <legend className="sr-only">Period</legend>
      {reportPeriods.map((days) => (
        <label
          key={days}
          className={cn(
            'relative flex h-9 cursor-pointer items-center rounded-control px-3 font-medium text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
            days === value ? 'bg-raised text-ink shadow-sm' : 'text-muted hover:text-ink',
          )}
        >
          <input
            type="radio"
            name="report-period"
            value={days}
            checked={days === value}
            onChange={() => onChange(days)}
            className="sr-only"
          />
          {days} days
        </label>
      ))}
    </fieldset>
  );
}
