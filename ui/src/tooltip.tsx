import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { cn } from './cn.ts';
import { usePortalContainer } from './portal-container.tsx';

/** Spec §9: tooltips open after 700 ms; moving to another within 300 ms opens it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Every remote gets one from RemoteRoot; mount one yourself only around components rendered alone (tests). */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

interface TooltipProps {
  content: ReactNode;
  /** One focusable element, e.g. an icon Button with an aria-label. */
  children: ReactElement;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  className?: string;
}

export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  const container = usePortalContainer();
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal container={container}>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cn(
            'z-50 max-w-64 rounded-md bg-ink px-2.5 py-1.5 text-surface text-xs leading-snug shadow-pop',
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
