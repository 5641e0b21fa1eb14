import { Button } from '@app/ui';
import { BellRing } from 'lucide-react';
import type { CookTimer } from './cook-timers.ts';

interface TimerAlertsProps {
  timers: readonly CookTimer[];
  onDismiss: (id: string) => void;
}

/** A loud, unmissable alert for each timer that has ended, until the cook dismisses it. */
export function TimerAlerts({ timers, onDismiss }: TimerAlertsProps) {
  const done = timers.filter((timer) => timer.status === 'done');
  if (done.length === 0) return null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-2 px-4 pt-3">
      {done.map((timer) => (
        <div
          key={timer.id}
          role="alert"
          className="flex items-center gap-3 rounded-card border-2 border-primary bg-primary-soft p-3 shadow-pop"
        >
          <BellRing
            className="size-7 shrink-0 text-primary motion-safe:animate-bounce"
            aria-hidden="true"
          />
          <p className="min-w-0 flex-1 text-ink">
            <span className="block font-bold text-lg">Time’s up!</span>
            <span className="block">
              {timer.name} (step {timer.stepIndex + 1})
            </span>
          </p>
          <Button size="lg" className="min-h-12" onClick={() => onDismiss(timer.id)}>
            Dismiss
          </Button>
        </div>
      ))}
    </div>
  );
}
