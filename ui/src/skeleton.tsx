import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A placeholder block; size it with classes. Hidden from assistive tech. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-control bg-sunken motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}
