import { Button } from '@app/ui';
import { Pause, Play, X } from 'lucide-react';
import { type CookTimer, remainingMs } from './cook-timers.ts';
import { formatClock } from './format-duration.ts';

interface TimerTrayProps {
  timers: readonly CookTimer[];
  now: number;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onCancel: (id: string) => void;
}

/** Every running or paused timer, whatever step is shown: time left, pause, cancel. */
export function TimerTray({ timers, now, onPause, onResume, onCancel }: TimerTrayProps) {
  // The one that ends first on top: that is the one the cook will need next.
  const active = timers
    .filter((timer) => timer.status !== 'done')
    .sort((a, b) => remainingMs(a, now) - remainingMs(b, now));
  if (active.length === 0) return null;
  return (
    <section aria-label="Timers" className="border-line border-t bg-raised">
      <ul className="mx-auto flex max-h-[30dvh] max-w-5xl flex-col divide-y divide-line overflow-y-auto px-4">
        {active.map((timer) => {
          const isPaused = timer.status === 'paused';
          return (
            <li key={timer.id} className="flex items-center gap-2 py-1.5">
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium text-ink leading-snug">{timer.name}</p>
                <p className="text-muted text-sm">
                  Step {timer.stepIndex + 1} · {timer.label}
                  {isPaused && ' · paused'}
                </p>
              </div>
              <span
                role="timer"
                aria-label={`${timer.name}: time left`}
                className="font-semibold text-2xl text-ink tabular-nums"
              >
                {formatClock(remainingMs(timer, now))}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-12"
                aria-label={`${isPaused ? 'Resume' : 'Pause'} ${timer.name}`}
                onClick={() => (isPaused ? onResume(timer.id) : onPause(timer.id))}
              >
                {isPaused ? (
                  <Play className="size-6" aria-hidden="true" />
                ) : (
                  <Pause className="size-6" aria-hidden="true" />
                )}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-12"
                aria-label={`Cancel ${timer.name}`}
                onClick={() => onCancel(timer.id)}
              >
                <X className="size-6" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
