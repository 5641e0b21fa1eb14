import { Button } from '@app/ui';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

interface SubViewProps {
  id: string;
  title: string;
  description: string;
  /** Back to the tab's overview. */
  onBack: () => void;
  /** Beside the title from 640 px, under it on phones (e.g. a download button). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A view opened from a tab's quick actions: Back, its heading (focused on open, so a keyboard or
 * screen-reader user lands on what they asked for), then its content.
 */
export function SubView({ id, title, description, onBack, actions, children }: SubViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Analytics
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2
            id={`${id}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className="font-display font-semibold text-2xl text-ink outline-none"
          >
            {title}
          </h2>
          <p className="mt-0.5 text-muted text-sm">{description}</p>
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
