import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

// jsdom has <dialog> but not its modal methods; the browser's are exercised in e2e.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ConfirmDialog
      isOpen
      title="Delete this recipe?"
      description="It cannot be undone."
      confirmLabel="Delete"
      isDestructive
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...view, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its text', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this recipe?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    expect(dialog).toHaveAttribute('open');
  });

  it('confirms and cancels through its buttons', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('cancels on Escape, but not while the action runs', () => {
    const { onCancel, rerender } = renderDialog();
    const dialog = screen.getByRole('alertdialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(
      <ConfirmDialog
        isOpen
        isPending
        title="Delete this recipe?"
        confirmLabel="Delete"
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
    );
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
  });

  it('closes when no longer open', () => {
    const { rerender } = renderDialog();
    rerender(
      <ConfirmDialog
        isOpen={false}
        title="Delete this recipe?"
        confirmLabel="Delete"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
