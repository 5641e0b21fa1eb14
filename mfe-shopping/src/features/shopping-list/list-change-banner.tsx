import { Button } from '@app/ui';
import { Undo2, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

/** An undo the server offered: its id, usable until `expiresAt`. */
export interface ListUndo {
  id: string;
  expiresAt: string;
}

/** What the last list-wide action did, told on the list until the cook dismisses it. */
export interface ListChange {
  icon: ReactNode;
  title: string;
  /** Sentences, one per kind of change, a line each. */
  details: readonly string[];
  undo: ListUndo;
}

interface ListChangeBannerProps {
  change: ListChange;
  isUndoing: boolean;
  onUndo: (undo: ListUndo) => void;
  onDismiss: () => void;
}

/** True until `expiresAt` passes (by this device's clock), then false. */
function useIsBefore(expiresAt: string): boolean {
  const [isBefore, setIsBefore] = useState(() => Date.parse(expiresAt) > Date.now());
  useEffect(() => {
    const left = Date.parse(expiresAt) - Date.now();
    setIsBefore(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setIsBefore(false), left);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return isBefore;
}

/**
 * Says what Optimize or Clear All did, with Undo while the server still offers it (a minute);
 * after that only the words stay, until dismissed. A status region: read out without taking
 * focus from the button the cook just pressed.
 */
export function ListChangeBanner({ change, isUndoing, onUndo, onDismiss }: ListChangeBannerProps) {
  const canUndo = useIsBefore(change.undo.expiresAt);
  return (
    <section
      aria-label={change.title}
      className="flex items-start gap-3 rounded-card border border-herb/30 bg-herb-soft py-2 pr-2 pl-4 text-ink shadow-card"
    >
      <span className="mt-2.5 shrink-0 text-herb [&_svg]:size-5" aria-hidden="true">
        {change.icon}
      </span>
      {/* Phones put Undo under the words, which need the width; wider screens beside them. */}
      <div className="min-w-0 flex-1 py-2 sm:flex sm:items-start sm:gap-3 sm:py-0">
        <div role="status" className="min-w-0 flex-1 text-sm leading-5 sm:py-2">
          <p className="font-semibold">{change.title}</p>
          <ul className="text-ink/85">
            {change.details.map((detail) => (
              <li key={detail} className="break-words">
                {detail}
              </li>
            ))}
          </ul>
        </div>
        {canUndo && (
          <Button
            variant="secondary"
            size="sm"
            isLoading={isUndoing}
            onClick={() => onUndo(change.undo)}
            className="mt-2 sm:mt-1"
          >
            {!isUndoing && <Undo2 className="size-4" aria-hidden="true" />}
            Undo
          </Button>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="shrink-0"
      >
        <X className="size-5" aria-hidden="true" />
      </Button>
    </section>
  );
}
