import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type BadgeVariant, badgeVariants } from './badge.tsx';
import { cn } from './cn.ts';
import { focusRing } from './focus-ring.ts';

interface ChipProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
  /** Shows a remove button that calls this. */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to "Remove <text>". */
  removeLabel?: string;
}

/** A tag or filter pill, optionally removable (e.g. recipe tags, active filters). */
export function Chip({
  variant = 'neutral',
  onRemove,
  removeLabel,
  className,
  children,
  ...props
}: ChipProps) {
  const name = removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove');
  return (
    <span
      className={cn(
        'inline-flex h-8 items-center gap-1 rounded-full border pl-3 font-medium text-sm',
        onRemove ? 'pr-1' : 'pr-3',
        badgeVariants[variant],
        className,
      )}
      {...props}
    >
      {children}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={name}
          className={cn(
            'inline-flex size-6 cursor-pointer items-center justify-center rounded-full opacity-70 hover:bg-ink/10 hover:opacity-100',
            focusRing,
          )}
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
