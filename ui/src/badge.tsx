import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type BadgeVariant = 'neutral' | 'brand' | 'herb' | 'destructive';

export const badgeVariants: Record<BadgeVariant, string> = {
  neutral: 'border-line bg-sunken text-ink',
  brand: 'border-transparent bg-primary-soft text-brand-800 dark:text-brand-200',
  herb: 'border-transparent bg-herb-soft text-herb',
  destructive: 'border-transparent bg-destructive-soft text-destructive',
};

interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs',
        badgeVariants[variant],
        className,
      )}
      {...props}
    />
  );
}
