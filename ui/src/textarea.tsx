import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { controlClassName } from './input.tsx';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClassName, 'min-h-24 resize-y py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}
