import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

interface ProgressBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  value: number;
  max?: number;
  /** Accessible name, e.g. "Importing recipe". */
  label: string;
  /** Also print the label and percentage above the bar. */
  showLabel?: boolean;
}

export function ProgressBar({
  value,
  max = 100,
  label,
  showLabel = false,
  className,
  ...props
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className={cn('flex flex-col gap-1.5', className)} {...props}>
      {showLabel && (
        <div className="flex justify-between text-sm" aria-hidden="true">
          <span className="text-ink">{label}</span>
          <span className="text-muted tabular-nums">{percent}%</span>
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        className="h-2.5 w-full overflow-hidden rounded-full bg-sunken"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
