import { cn } from '@app/ui';
import type { ReactNode } from 'react';

interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** Buttons or links that lead on. */
  actions?: ReactNode;
  className?: string;
}

/**
 * A whole-page state (not found, could not load) with the page's one h1, so a screen reader
 * lands on what happened, and a way on.
 */
export function StatusPanel({ icon, title, children, actions, className }: StatusPanelProps) {
  return (
    <section
      className={cn(
        'flex flex-col items-center rounded-card border border-line bg-raised px-6 py-12 text-center shadow-card',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="mb-5 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-8"
      >
        {icon}
      </div>
      <h1 className="font-display font-semibold text-2xl text-ink">{title}</h1>
      {children && <div className="mt-2 max-w-sm text-muted leading-relaxed">{children}</div>}
      {actions && (
        <div className="mt-6 flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          {actions}
        </div>
      )}
    </section>
  );
}
