import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get the red button. */
  isDestructive?: boolean;
  /** While the action runs: the confirm button spins and the dialog stays open. */
  isPending?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
}

/**
 * "Are you sure?" as a native modal <dialog> (an alertdialog): the browser keeps focus inside,
 * makes the page behind it inert, closes it on Escape and gives focus back to the button that
 * opened it. Focus starts on Cancel, so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  isDestructive = false,
  isPending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is the keyboard way out
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // The browser would close it on Escape by itself; React state decides instead.
        event.preventDefault();
        if (!isPending) onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !isPending) onCancel();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-card border border-line bg-raised p-0 text-ink shadow-pop',
        'backdrop:bg-black/50 backdrop:backdrop-blur-[2px]',
      )}
    >
      {isOpen && (
        <div className="flex flex-col gap-2 p-6">
          <h2 id={titleId} className="font-display font-semibold text-xl">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="text-muted text-sm leading-relaxed">
              {description}
            </div>
          )}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" autoFocus onClick={onCancel} disabled={isPending}>
              {cancelLabel}
            </Button>
            <Button
              variant={isDestructive ? 'destructive' : 'primary'}
              onClick={onConfirm}
              isLoading={isPending}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
