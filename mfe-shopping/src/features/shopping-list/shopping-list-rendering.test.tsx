import type { ButtonProps } from '@app/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DeleteShoppingListItemMutation,
  SetShoppingListItemCompletedMutation,
} from './item-operations.ts';
import { item, listMock, renderScreen } from './shopping-list-test-kit.tsx';

// Every row renders one Delete button, and renders it again whenever the row itself renders:
// counting those renders counts row renders.
const deleteButtonRenders = vi.hoisted(() => new Map<string, number>());

vi.mock('@app/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof import('@app/ui')>();
  function CountedButton(props: ButtonProps) {
    const label = props['aria-label'];
    if (label?.startsWith('Delete ')) {
      deleteButtonRenders.set(label, (deleteButtonRenders.get(label) ?? 0) + 1);
    }
    return <ui.Button {...props} />;
  }
  return { ...ui, Button: CountedButton };
});

const aisles = ['PRODUCE', 'DAIRY', 'PANTRY'];
const items = Array.from({ length: 30 }, (_, index) =>
  item(index + 1, `Item ${index + 1}`, aisles[index % aisles.length] ?? 'OTHER'),
);

function tickMock(id: number, isCompleted: boolean) {
  return {
    request: { query: SetShoppingListItemCompletedMutation, variables: { id, isCompleted } },
    result: {
      data: {
        setShoppingListItemCompleted: {
          __typename: 'SetShoppingListItemCompletedSuccess',
          item: { __typename: 'ShoppingListItem', id, isCompleted },
        },
      },
    },
  };
}

function deleteMock(id: number) {
  return {
    request: { query: DeleteShoppingListItemMutation, variables: { id } },
    result: {
      data: {
        deleteShoppingListItem: {
          __typename: 'DeleteShoppingListItemSuccess',
          deleted: { __typename: 'DeletedShoppingListItem', id },
        },
      },
    },
  };
}

const nameOf = (row: HTMLElement) => row.querySelector('label span span')?.textContent;

function checkboxOf(name: string): HTMLElement {
  const row = screen.getAllByTestId('shopping-item').find((each) => nameOf(each) === name);
  return within(row ?? document.body).getByRole('checkbox');
}

const namesIn = (aisle: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${aisle}`) }))
    .getAllByTestId('shopping-item')
    .map(nameOf);

beforeEach(() => {
  deleteButtonRenders.clear();
});

describe('ShoppingListScreen rendering', () => {
  it('renders only the ticked row again when one item is ticked, and sinks it in its aisle', async () => {
    const user = userEvent.setup();
    renderScreen([listMock(items), tickMock(1, true)]);
    await screen.findByText('Item 30');
    expect(deleteButtonRenders.size).toBe(30);
    deleteButtonRenders.clear();

    await user.click(checkboxOf('Item 1'));
    await screen.findByText('1 of 30 items completed');
    await waitFor(() => expect(namesIn('Produce').at(-1)).toBe('Item 1'));
    // Let the mutation's answer and the row's own pending state settle too.
    await waitFor(() => expect(checkboxOf('Item 1')).toBeChecked());
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect([...deleteButtonRenders.keys()]).toEqual(['Delete Item 1']);
    expect(namesIn('Produce')).toEqual([
      'Item 4',
      'Item 7',
      'Item 10',
      'Item 13',
      'Item 16',
      'Item 19',
      'Item 22',
      'Item 25',
      'Item 28',
      'Item 1',
    ]);
  });

  it('hands focus to the row below a deleted one, as the list is after earlier deletes', async () => {
    const user = userEvent.setup();
    renderScreen([listMock(items), deleteMock(28), deleteMock(25)]);
    await screen.findByText('Item 30');

    // The last of Produce: the next row is the first of Dairy.
    await user.click(screen.getByRole('button', { name: 'Delete Item 28' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Item 2' })).toHaveFocus(),
    );
    // Now the last of Produce in turn (a handler that kept the first list would look for 28).
    await user.click(screen.getByRole('button', { name: 'Delete Item 25' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Item 2' })).toHaveFocus(),
    );
    expect(screen.queryByText('Item 25')).not.toBeInTheDocument();
  });

  it('fills in a long list until every row of every aisle is there', async () => {
    const long = Array.from({ length: 120 }, (_, index) =>
      item(index + 1, `Item ${index + 1}`, aisles[index % aisles.length] ?? 'OTHER', {
        isCompleted: index % 5 === 4,
      }),
    );
    renderScreen([listMock(long)]);
    await screen.findByText('24 of 120 items completed', {}, { timeout: 5000 });
    expect(screen.getByText(/still to buy/)).toHaveTextContent('96 still to buy');
    await waitFor(() => expect(screen.getAllByTestId('shopping-item')).toHaveLength(120), {
      timeout: 5000,
    });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Produce40 items', 'Dairy40 items', 'Pantry40 items']);
  });
});
