import { Spinner } from '@app/ui';
import { CloudOff, RefreshCw } from 'lucide-react';
import type { OutboxState } from './shopping-outbox.ts';

function changes(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

/** What the banner says: null when online with nothing waiting (the usual case: no banner). */
export function offlineMessage(
  isOnline: boolean,
  { pending, isStalled }: Pick<OutboxState, 'pending' | 'isStalled'>,
): { title: string; detail: string } | null {
  if (!isOnline) {
    return {
      title: "You're offline",
      detail:
        pending === 0
          ? 'Your list is saved on this device. Ticks, adds and deletes are kept and sent when you are back online.'
          : `${changes(pending)} waiting, sent in order when you are back online.`,
    };
  }
  if (pending === 0) return null;
  if (isStalled) {
    return {
      title: 'Mise cannot be reached',
      detail: `${changes(pending)} waiting. Trying again shortly.`,
    };
  }
  return { title: `Sending ${changes(pending)}…`, detail: 'Your list is catching up.' };
}

/**
 * Says the list works without signal and how many changes wait for it. A status region, so
 * the count is read out as it changes without taking focus from the list.
 */
export function OfflineBanner({
  isOnline,
  state,
}: {
  isOnline: boolean;
  state: Pick<OutboxState, 'pending' | 'isStalled' | 'isSending'>;
}) {
  const message = offlineMessage(isOnline, state);
  return (
    <div role="status" data-testid="offline-banner">
      {message && (
        <div className="flex items-start gap-3 rounded-card border border-line bg-sunken px-4 py-3 text-ink shadow-card">
          <span className="mt-0.5 shrink-0 text-muted [&_svg]:size-5" aria-hidden="true">
            {!isOnline ? <CloudOff /> : state.isSending ? <Spinner /> : <RefreshCw />}
          </span>
          <div className="min-w-0 text-sm leading-5">
            <p className="font-semibold">{message.title}</p>
            <p className="text-ink/85">{message.detail}</p>
          </div>
        </div>
      )}
    </div>
  );
}
