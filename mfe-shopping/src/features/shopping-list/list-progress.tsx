import { ProgressBar } from '@app/ui';

/** Spec §2: 'X of N items completed', with a bar that fills as the basket does. */
export function ListProgress({ completed, total }: { completed: number; total: number }) {
  const text = `${completed} of ${total} items completed`;
  const isDone = total > 0 && completed === total;
  return (
    <div className="flex flex-col gap-2 rounded-card border border-line bg-raised px-4 py-3 shadow-card">
      <div className="flex items-baseline justify-between gap-3">
        {/* Announced politely, so ticking an item says how far along the shop is. */}
        <p role="status" className="font-medium text-ink text-sm">
          {text}
        </p>
        {isDone && <span className="font-medium text-herb text-sm">All done</span>}
      </div>
      <ProgressBar value={completed} max={total} label={text} />
    </div>
  );
}
