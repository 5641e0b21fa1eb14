import { cn, Spinner } from '@app/ui';

interface CountLineProps {
  text: string;
  /** Older results stay on screen while newer ones load; this says so. */
  isUpdating: boolean;
  /** Announced but not shown (an empty state says it on screen instead). */
  isHidden?: boolean;
}

/** The count line, also a polite live region: a screen reader hears each new result count. */
export function CountLine({ text, isUpdating, isHidden = false }: CountLineProps) {
  return (
    <div className={cn('mb-3 flex min-h-6 items-center gap-2', isHidden && 'sr-only')}>
      <p role="status" className="font-medium text-muted text-sm">
        {text}
      </p>
      {isUpdating && <Spinner size="sm" className="text-muted" data-testid="results-updating" />}
    </div>
  );
}
