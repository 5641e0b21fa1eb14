import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export type AlertVariant = 'default' | 'success' | 'destructive';

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
  /** Replaces the variant's icon; pass null for none. */
  icon?: ReactNode;
}

const styles: Record<AlertVariant, string> = {
  default: 'border-line bg-raised text-ink',
  success: 'border-herb/30 bg-herb-soft text-ink',
  destructive: 'border-destructive/40 bg-destructive-soft text-ink',
};

const icons: Record<AlertVariant, ReactNode> = {
  default: <Info className="size-5 text-muted" aria-hidden="true" />,
  success: <CircleCheck className="size-5 text-herb" aria-hidden="true" />,
  destructive: <CircleAlert className="size-5 text-destructive" aria-hidden="true" />,
};

/** An inline message. The destructive variant (e.g. auth errors) is announced immediately. */
export function Alert({
  variant = 'default',
  title,
  icon,
  className,
  children,
  ...props
}: AlertProps) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-control border p-4 text-sm', styles[variant], className)}
      {...props}
    >
      {icon === undefined ? icons[variant] : icon}
      <div className="flex min-w-0 flex-col gap-1">
        {title && (
          <p
            className={cn(
              'font-semibold leading-5',
              variant === 'destructive' && 'text-destructive',
            )}
          >
            {title}
          </p>
        )}
        {children && <div className="text-ink/85 leading-5">{children}</div>}
      </div>
    </div>
  );
}
