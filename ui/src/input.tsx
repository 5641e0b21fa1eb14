import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { focusRing } from './focus-ring.ts';

/** Shared by Input and Textarea: one look for every text control. */
export const controlClassName = cn(
  'w-full rounded-control border border-line bg-raised px-3 text-base text-ink shadow-xs transition-colors',
  'placeholder:text-muted/80 hover:border-brand-300 disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
  focusRing,
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClassName, 'h-11', className)} {...props} />;
}
