import type { MockLink } from '@apollo/client/testing';
import { getToastStore } from '@app/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClearShoppingListMutation, OptimizeShoppingListMutation } from './list-actions.tsx';
import { item, listMock, renderScreen } from './shopping-list-test-kit.tsx';
import { UndoShoppingListChangeMutation } from './use-undo-list-change.ts';

const undoId = '0b7f4f0e-5b7e-4d43-9a53-7f4a1c0f9e11';
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

const before = [
  item(1, 'Whole milk', 'DAIRY', { quantity: '2 cups' }),
  item(2, 'Milk', 'DAIRY', { quantity: '250 ml' }),
  item(3, 'Spinach', 'OTHER', { quantity: '1 bag' }),
];
const after = [
  item(1, 'Milk', 'DAIRY', { quantity: '750 ml' }),
  item(3, 'Spinach', 'PRODUCE', { quantity: '1 bag' }),
];

function optimizeMock(expiresAt = inAMinute()): MockLink.MockedResponse {
  const line = (itemId: number, name: string, quantity: string) => ({
    __typename: 'ShoppingListItemLine',
    itemId,
    name,
    quantity,
  });
  return {
    request: { query: OptimizeShoppingListMutation },
    result: {
      data: {
        optimizeShoppingList: {
          __typename: 'OptimizeShoppingListSuccess',
          items: after,
          summary: {
            __typename: 'ShoppingListOptimizeSummary',
            merged: [
              {
                __typename: 'ShoppingListMerge',
                from: [line(1, 'Whole milk', '2 cups'), line(2, 'Milk', '250 ml')],
                into: line(1, 'Milk', '750 ml'),
              },
            ],
            moved: [
              {
                __typename: 'ShoppingListMove',
                itemId: 3,
                name: 'Spinach',
                from: 'OTHER',
                to: 'PRODUCE',
              },
            ],
            renamed: [],
          },
          undo: { __typename: 'ShoppingListUndo', id: undoId, expiresAt },
        },
      },
    },
  };
}

function undoMock(answer: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: UndoShoppingListChangeMutation, variables: { id: undoId } },
    result: { data: { undoShoppingListChange: answer } },
  };
}

const openToast = () =>
  getToastStore()
    .getToasts()
    .find((toast) => toast.isOpen);

afterEach(() => {
  getToastStore().dismiss();
});

describe('Optimize and its undo', () => {
  it('tells what Optimize did in a status banner, and Undo puts the list back', async () => {
    const user = userEvent.setup();
    renderScreen([
      listMock(before),
      optimizeMock(),
      undoMock({ __typename: 'UndoShoppingListChangeSuccess', items: before }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Optimize' }));
    const status = within(await screen.findByRole('region', { name: 'Optimized' })).getByRole(
      'status',
    );
    const [merged, moved, ...rest] = within(status).getAllByRole('listitem');
    expect(merged).toHaveTextContent(/^Merged 2 cups Whole milk \+ 250 ml Milk into 750 ml Milk$/);
    expect(moved).toHaveTextContent(/^Moved Spinach to Produce$/);
    expect(rest).toEqual([]);
    expect(openToast()?.title).toBe('Shopping List Optimized');
    expect(screen.queryByText('Whole milk')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Whole milk');
    expect(screen.getByText('2 cups')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Optimized' })).not.toBeInTheDocument();
    expect(openToast()?.title).toBe('Shopping List Updated');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('says the list was already tidy when nothing changed, and can be dismissed', async () => {
    const user = userEvent.setup();
    const mock = optimizeMock();
    const data = (mock.result as { data: { optimizeShoppingList: Record<string, unknown> } }).data;
    data.optimizeShoppingList.items = before;
    data.optimizeShoppingList.summary = {
      __typename: 'ShoppingListOptimizeSummary',
      merged: [],
      moved: [],
      renamed: [],
    };
    renderScreen([listMock(before), mock]);
    await user.click(await screen.findByRole('button', { name: 'Optimize' }));
    const banner = await screen.findByRole('region', { name: 'Optimized' });
    expect(within(banner).getByRole('status')).toHaveTextContent('Your list was already tidy');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner).not.toBeInTheDocument();
  });

  it('takes Undo away once the offer expires, keeping the summary', async () => {
    // The device's clock decides: mocked, so a busy machine cannot let the offer lapse early.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderScreen([listMock(before), optimizeMock(new Date(Date.now() + 60_000).toISOString())]);
      await user.click(await screen.findByRole('button', { name: 'Optimize' }));
      await screen.findByRole('button', { name: 'Undo' });
      await act(() => vi.advanceTimersByTimeAsync(61_000));
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
      expect(screen.getByRole('region', { name: 'Optimized' })).toHaveTextContent(
        'Moved Spinach to Produce',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server\'s "too late" message in a destructive toast and drops the offer', async () => {
    const user = userEvent.setup();
    renderScreen([
      listMock(before),
      optimizeMock(),
      undoMock({
        __typename: 'ShoppingListUndoExpiredError',
        message: 'It is too late to undo this: Undo is possible for one minute.',
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Optimize' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(openToast()?.variant).toBe('destructive'));
    expect(openToast()?.description).toBe(
      'It is too late to undo this: Undo is possible for one minute.',
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByText('750 ml')).toBeInTheDocument();
  });
});

describe('Clear All and its undo', () => {
  it('offers Undo after Shopping List Cleared, and Undo brings every item back', async () => {
    const user = userEvent.setup();
    renderScreen([
      listMock(before),
      {
        request: { query: ClearShoppingListMutation },
        result: {
          data: {
            clearShoppingList: {
              __typename: 'ClearShoppingListSuccess',
              cleared: {
                __typename: 'ClearedShoppingList',
                deletedCount: 3,
                undo: { __typename: 'ShoppingListUndo', id: undoId, expiresAt: inAMinute() },
              },
            },
          },
        },
      },
      undoMock({ __typename: 'UndoShoppingListChangeSuccess', items: before }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You can undo it for a minute.');
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await screen.findByRole('heading', { name: 'Your shopping list is empty' });
    expect(openToast()?.title).toBe('Shopping List Cleared');
    const banner = screen.getByRole('region', { name: 'Cleared' });
    expect(within(banner).getByRole('status')).toHaveTextContent(
      '3 items were removed from every device.',
    );

    await user.click(within(banner).getByRole('button', { name: 'Undo' }));
    await screen.findByText('Whole milk');
    expect(screen.getByText('Spinach')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 items completed')).toBeInTheDocument();
    expect(banner).not.toBeInTheDocument();
  });
});
