import { Slot } from '@radix-ui/react-slot';
import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';
import { Label } from './label.tsx';

interface FieldProps {
  label: ReactNode;
  /** The control: an Input, Textarea or any element taking id and aria props. */
  children: ReactElement;
  hint?: ReactNode;
  /** Shown in red and announced with the control; marks the control aria-invalid. */
  error?: ReactNode;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
}

/** Label + control + hint + error, wired with htmlFor, aria-describedby and aria-invalid. */
export function Field({ label, children, hint, error, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Slot
        id={controlId}
        aria-describedby={describedBy || undefined}
        aria-invalid={hasError || undefined}
      >
        {children}
      </Slot>
      {hint && (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
