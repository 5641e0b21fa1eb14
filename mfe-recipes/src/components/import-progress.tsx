import { cn, ProgressBar } from '@app/ui';
import { useEffect, useRef, useState } from 'react';
import type { ImportProgressState } from './recipe-import.ts';

interface ImportProgressProps {
  progress: ImportProgressState;
  /** The bar's accessible name, e.g. "Importing recipe". */
  label: string;
  className?: string;
}

/** How far past the last reported step the bar may drift while the next one is under way. */
const maxDrift = 0.25;
/** The bar never looks finished before the server says so. */
const driftCeiling = 0.92;
const driftTickMs = 300;

/**
 * The current step of a running import: its message and a bar. Fetching a page or reading a
 * photo can take seconds with no new step, so between steps the bar drifts slowly towards the
 * next one instead of looking stuck.
 */
export function ImportProgress({ progress, label, className }: ImportProgressProps) {
  const value = useDriftingValue(progress.value);
  const percent = Math.round(value * 100);
  const isDone = progress.value >= 1;
  const element = useRef<HTMLDivElement>(null);
  // On a phone the button that started it may sit at the bottom: bring the bar into view.
  useEffect(() => {
    element.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    // The scroll margin keeps it clear of the shell's bottom navigation.
    <div ref={element} className={cn('flex scroll-mb-24 flex-col gap-2', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p role="status" className="min-w-0 font-medium text-ink">
          {isDone ? progress.message : `${progress.message}…`}
        </p>
        <span aria-hidden="true" className="shrink-0 text-muted tabular-nums">
          {percent}%
        </span>
      </div>
      <ProgressBar value={percent} label={label} />
    </div>
  );
}

function useDriftingValue(target: number): number {
  const [drifted, setDrifted] = useState(target);
  useEffect(() => {
    setDrifted((current) => Math.max(current, target));
    if (target >= 1) return;
    const ceiling = Math.min(target + maxDrift, driftCeiling);
    const timer = setInterval(() => {
      setDrifted((current) => (current >= ceiling ? current : current + (ceiling - current) / 16));
    }, driftTickMs);
    return () => clearInterval(timer);
  }, [target]);
  return target >= 1 ? 1 : Math.max(drifted, target);
}
