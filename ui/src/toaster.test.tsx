import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismiss,
  getToastStore,
  TOAST_REMOVE_DELAY_MS,
  type ToastStore,
  toast,
  toastStoreKey,
} from './toast-store.ts';
import { Toaster } from './toaster.tsx';

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

// Radix also renders a visually hidden announcement; query toasts inside the viewport only.
function visibleToasts() {
  return within(region()).queryAllByRole('listitem');
}

beforeEach(() => {
  vi.useFakeTimers();
  delete (globalThis as { [toastStoreKey]?: ToastStore })[toastStoreKey];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Recipe Added!' });
    });
    expect(within(region()).getByText('Recipe Added!')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Shopping List Updated', description: '3 item(s) added.' });
    });
    expect(visibleToasts()).toHaveLength(1);
    expect(within(region()).queryByText('Recipe Added!')).not.toBeInTheDocument();
    expect(within(region()).getByText('Shopping List Updated')).toBeInTheDocument();
    expect(within(region()).getByText('3 item(s) added.')).toBeInTheDocument();
    // The replaced toast is gone from memory at once, not after the removal delay.
    expect(
      getToastStore()
        .getToasts()
        .map((item) => item.title),
    ).toEqual(['Shopping List Updated']);
  });

  it('closes after 5 seconds and forgets the toast after the removal delay', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Link Copied' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(within(region()).getByText('Link Copied')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(region()).queryByText('Link Copied')).not.toBeInTheDocument();
    expect(getToastStore().getToasts()).toEqual([expect.objectContaining({ isOpen: false })]);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(getToastStore().getToasts()).toEqual([]);
  });

  it('dismiss() closes the current toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Chat Reset' });
    });
    act(() => {
      dismiss();
    });
    expect(within(region()).queryByText('Chat Reset')).not.toBeInTheDocument();
  });

  it('styles destructive toasts in red', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Delete Failed',
        description: 'Please try again.',
        variant: 'destructive',
      });
    });
    const item = within(region()).getByText('Delete Failed').closest('li');
    expect(item).toHaveClass('bg-destructive');
    expect(item).toHaveAttribute('data-variant', 'destructive');

    act(() => {
      toast({ title: 'Recipe Saved!' });
    });
    const plain = within(region()).getByText('Recipe Saved!').closest('li');
    expect(plain).not.toHaveClass('bg-destructive');
  });

  it('F8 moves focus into the notification region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Item Added' });
    });
    expect(region()).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows toasts raised by another copy of @app/ui (a remote bundle)', async () => {
    render(<Toaster />);
    vi.resetModules();
    const remoteCopy = await import('./toast-store.ts');
    expect(remoteCopy.toast).not.toBe(toast);

    act(() => {
      remoteCopy.toast({ title: 'Recipe Updated!' });
    });
    expect(within(region()).getByText('Recipe Updated!')).toBeInTheDocument();

    // A copy that never imports this module finds the store by its global symbol.
    const globalStore = (globalThis as Record<symbol, ToastStore | undefined>)[
      Symbol.for('app.toast-store')
    ];
    act(() => {
      globalStore?.add({ title: 'Prompt Updated!' });
    });
    expect(visibleToasts()).toHaveLength(1);
    expect(within(region()).getByText('Prompt Updated!')).toBeInTheDocument();
  });
});
