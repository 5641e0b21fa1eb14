import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from './cn.ts';
import { focusRing } from './focus-ring.ts';
import {
  dismiss,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastRecord,
} from './toast-store.ts';
import { useToasts } from './use-toasts.ts';

/** Spec §9: F8 moves focus to the notification region. */
export const TOAST_HOTKEY = ['F8'];

/**
 * Renders toasts raised by `toast()` anywhere on the page, remotes included. Mount exactly once,
 * in the shell.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="down"
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label="Notifications ({hotkey})"
        className={cn(
          // Bottom on phones (above a bottom nav's reach), bottom-right from the md breakpoint.
          'fixed inset-x-0 bottom-0 z-[100] m-0 flex list-none flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
          'md:right-0 md:left-auto md:w-[24rem]',
          // The viewport touches the screen edges: draw F8's focus ring inside it.
          focusRing,
          'focus-visible:-outline-offset-2',
        )}
      />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({ item }: { item: ToastRecord }) {
  const isDestructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) dismiss(item.id);
      }}
      duration={item.duration}
      // Errors interrupt the screen reader; other toasts wait politely.
      type={isDestructive ? 'foreground' : 'background'}
      data-variant={item.variant ?? 'default'}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-pop',
        focusRing,
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)] data-[swipe=cancel]:translate-y-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-toast-out motion-reduce:animate-none',
        isDestructive
          ? 'border-destructive bg-destructive text-destructive-ink'
          : 'border-line bg-raised text-ink',
      )}
    >
      {isDestructive ? (
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      ) : (
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-herb" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <ToastPrimitive.Title className="font-semibold text-sm leading-5">
          {item.title}
        </ToastPrimitive.Title>
        {item.description && (
          <ToastPrimitive.Description
            className={cn('text-sm leading-5', isDestructive ? 'opacity-90' : 'text-muted')}
          >
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label="Close"
        className={cn(
          'absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-full opacity-70 hover:opacity-100',
          isDestructive ? 'hover:bg-black/15' : 'hover:bg-sunken',
          focusRing,
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
