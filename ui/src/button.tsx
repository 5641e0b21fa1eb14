import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { focusRing } from './focus-ring.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's styles. */
  asChild?: boolean;
  /** Shows a spinner, disables the button and sets aria-busy. */
  isLoading?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-ink shadow-sm hover:bg-primary-hover',
  secondary: 'border border-line bg-raised text-ink shadow-sm hover:bg-sunken',
  ghost: 'text-ink hover:bg-sunken',
  destructive: 'bg-destructive text-destructive-ink shadow-sm hover:bg-destructive-hover',
};

// Mobile-first: md is 44 px tall, a comfortable touch target.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 px-3 text-sm',
  md: 'h-11 gap-2 px-4 text-base',
  lg: 'h-12 gap-2 px-6 text-lg',
  icon: 'size-11 p-0',
};

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> = {}): string {
  return cn(
    'inline-flex cursor-pointer select-none items-center justify-center whitespace-nowrap rounded-control font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    focusRing,
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  asChild = false,
  isLoading = false,
  disabled,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      // A Slot child (e.g. a link) keeps its own semantics; only real buttons get a type.
      type={asChild ? undefined : (type ?? 'button')}
      className={buttonClassName({ variant, size, className })}
      disabled={asChild ? undefined : disabled || isLoading}
      aria-disabled={asChild && (disabled || isLoading) ? true : undefined}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner size="sm" data-testid="button-spinner" />}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
