import { Button } from '@app/ui';
import { AlertTriangle, X } from 'lucide-react';
import { describeChange, type RefusedChange } from './pending-change.ts';

/**
 * The changes the server would not take once the connection came back (say, a tick of an item
 * deleted meanwhile on another device): shown until the cook dismisses each, never dropped.
 */
export function RefusedChanges({
  refused,
  onDismiss,
}: {
  refused: readonly RefusedChange[];
  onDismiss: (seq: number) => void;
}) {
  if (refused.length === 0) return null;
  const title =
    refused.length === 1 ? 'A change was not saved' : `${refused.length} changes were not saved`;
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-1 rounded-card border border-destructive/30 bg-destructive-soft py-2 pr-2 pl-4 text-ink shadow-card"
    >
      <p role="alert" className="flex items-center gap-2 pt-1 font-semibold text-sm">
        <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        {title}
      </p>
      <ul className="flex flex-col">
        {refused.map((entry) => {
          const what = describeChange(entry.change);
          return (
            <li key={entry.seq} className="flex items-center gap-2 pl-7 text-sm">
              <p className="min-w-0 flex-1 break-words">
                <span className="font-medium">{what}:</span> {entry.reason}
              </p>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Dismiss: ${what}`}
                onClick={() => onDismiss(entry.seq)}
                className="shrink-0"
              >
                <X className="size-5" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
