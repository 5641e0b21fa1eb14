import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  icon?: ReactNode;
  title: ReactNode;
  action?: ReactNode;
}

/** "Nothing here yet" with a way forward, e.g. 'No Favorites Yet' + a button. */
export function EmptyState({
  icon,
  title,
  action,
  children,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-line border-dashed px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-7"
        >
          {icon}
        </div>
      )}
      <h3 className="font-display font-semibold text-ink text-xl">{title}</h3>
      {children && <p className="mt-2 max-w-sm text-muted text-sm leading-relaxed">{children}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
