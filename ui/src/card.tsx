import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

interface CardProps extends Omit<ComponentProps<'section'>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Rendered at the bottom, e.g. buttons. */
  footer?: ReactNode;
}

export function Card({ title, description, footer, children, className, ...props }: CardProps) {
  return (
    <section
      className={cn('rounded-card border border-line bg-raised p-5 shadow-card sm:p-6', className)}
      {...props}
    >
      {title && (
        <h2 className="font-display font-semibold text-ink text-xl leading-snug">{title}</h2>
      )}
      {description && <p className="mt-1 text-muted text-sm">{description}</p>}
      {children && <div className={cn((title || description) && 'mt-4')}>{children}</div>}
      {footer && <div className="mt-5 flex flex-wrap gap-2">{footer}</div>}
    </section>
  );
}
