import { Button } from '@app/ui';
import { Timer } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import type { CookTimer } from './cook-timers.ts';
import { formatClock, formatDuration } from './format-duration.ts';
import type { DetectedTimer } from './step-timers.ts';

interface CookStepProps {
  stepIndex: number;
  stepCount: number;
  text: string;
  detected: readonly DetectedTimer[];
  /** Every timer of the session; this step's show their state beside the Start button. */
  timers: readonly CookTimer[];
  now: number;
  onStartTimer: (timerIndex: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

export function timerIdOf(stepIndex: number, timerIndex: number): string {
  return `${stepIndex}:${timerIndex}`;
}

/** One step in large type, its durations marked, and a Start button for each. */
export function CookStep({
  stepIndex,
  stepCount,
  text,
  detected,
  timers,
  now,
  onStartTimer,
  headingRef,
}: CookStepProps) {
  return (
    <section aria-labelledby="cook-step-heading" className="flex flex-col gap-6">
      <h2
        id="cook-step-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-lg text-primary uppercase tracking-wide focus:outline-none"
      >
        Step {stepIndex + 1} <span className="text-muted">of {stepCount}</span>
      </h2>
      <p className="font-display text-[1.75rem] text-ink leading-snug [overflow-wrap:anywhere] sm:text-4xl sm:leading-snug">
        {markDurations(text, detected)}
      </p>
      {detected.length > 0 && (
        <ul aria-label="Timers in this step" className="flex flex-col gap-3">
          {detected.map((found, timerIndex) => {
            const timer = timers.find((each) => each.id === timerIdOf(stepIndex, timerIndex));
            return (
              <li
                key={found.start}
                className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-raised p-4 shadow-card"
              >
                <Timer className="size-6 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink text-lg">{found.label}</p>
                  {found.upperSeconds !== null && (
                    <p className="text-muted text-sm">
                      Set for {formatDuration(found.seconds)}, the lower end: check then.
                    </p>
                  )}
                </div>
                {timer && timer.status !== 'done' ? (
                  <p className="font-medium text-herb tabular-nums">
                    {timer.status === 'paused' ? 'Paused' : 'Running'} ·{' '}
                    {formatClock(
                      timer.status === 'running' && timer.endsAt !== null
                        ? timer.endsAt - now
                        : timer.remainingMs,
                    )}
                  </p>
                ) : (
                  <Button
                    size="lg"
                    className="min-h-12"
                    onClick={() => onStartTimer(timerIndex)}
                    aria-label={`Start timer: ${found.label}`}
                  >
                    Start timer
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function markDurations(text: string, detected: readonly DetectedTimer[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const found of detected) {
    parts.push(text.slice(from, found.start));
    parts.push(
      <strong
        key={found.start}
        className="whitespace-nowrap rounded-md bg-primary-soft px-1 font-semibold text-ink"
      >
        {text.slice(found.start, found.end)}
      </strong>,
    );
    from = found.end;
  }
  parts.push(text.slice(from));
  return parts;
}
