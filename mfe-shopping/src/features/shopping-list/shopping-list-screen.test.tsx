import { getToastStore } from '@app/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AddShoppingListItemMutation, ShoppingListScreenQuery } from './item-operations.ts';
import { item, listMock, renderScreen } from './shopping-list-test-kit.tsx';
import { ShoppingListChangedSubscription } from './use-live-shopping-list.ts';

const lemonTart = { id: 7, name: 'Lemon Tart' };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Matches an add of these fields by hand, with a fresh clientId (reported to `seen`). */
function addInput(
  fields: { name: string; quantity: string; category: string },
  seen: string[] = [],
) {
  return (variables: { input: Record<string, unknown> }) => {
    const { clientId, ...rest } = variables.input;
    if (typeof clientId !== 'string' || !uuid.test(clientId)) return false;
    const isMatch =
      JSON.stringify(rest) === JSON.stringify({ ...fields, recipeIds: [], isCompleted: false });
    if (isMatch) seen.push(clientId);
    return isMatch;
  };
}

const lastToastTitle = () => getToastStore().getToasts()[0]?.title;
/** The toast on screen now (an earlier test's closed toast may still be in the store). */
const openToastTitle = () =>
  getToastStore()
    .getToasts()
    .find((toast) => toast.isOpen)?.title;

afterEach(() => {
  getToastStore().dismiss();
});

describe('ShoppingListScreen', () => {
  it('shows skeletons, then the items by aisle with counts and recipe links', async () => {
    renderScreen([
      listMock(
        [
          item(1, 'Butter', 'DAIRY', { recipes: [lemonTart] }),
          item(2, 'Lemons', 'PRODUCE', { quantity: '3', recipes: [lemonTart] }),
          item(3, 'Bin bags', 'SOMETHING_ELSE'),
          item(4, 'Flour', 'PANTRY', { isCompleted: true }),
        ],
        20,
      ),
    ]);
    expect(screen.getAllByTestId('shopping-section-skeleton')).toHaveLength(2);
    await screen.findByText('Lemons');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Produce1 item', 'Dairy1 item', 'Pantry1 item', 'Other1 item']);
    expect(screen.getByText('1 of 4 items completed')).toBeInTheDocument();
    const lemons = within(screen.getByRole('region', { name: /^Produce/ }));
    const link = await lemons.findByRole('link', { name: 'Lemon Tart' });
    expect(link).toHaveAttribute('href', '/recipe/7');
  });

  it('shows the empty state with a way to the recipes', async () => {
    renderScreen([listMock([])]);
    await screen.findByRole('heading', { name: 'Your shopping list is empty' });
    expect(screen.getByRole('link', { name: 'Add from your recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list could not be loaded', async () => {
    renderScreen([{ request: { query: ShoppingListScreenQuery }, error: new Error('offline') }]);
    await screen.findByRole('heading', { name: 'Your shopping list could not be loaded' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps Add Item disabled until the name has more than spaces, then adds with the defaults', async () => {
    const user = userEvent.setup();
    const added = item(9, 'Eggs', 'OTHER');
    renderScreen([
      listMock([]),
      {
        request: {
          query: AddShoppingListItemMutation,
          variables: addInput({ name: 'Eggs', quantity: '1', category: 'OTHER' }),
        },
        result: {
          data: {
            addShoppingListItem: { __typename: 'AddShoppingListItemSuccess', item: added },
          },
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Your shopping list is empty' });
    const button = screen.getByRole('button', { name: 'Add Item' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Item'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Item'), 'Eggs  ');
    expect(button).toBeEnabled();
    await user.click(button);
    await screen.findByText('Eggs');
    expect(lastToastTitle()).toBe('Item Added');
    expect(screen.getByLabelText('Item')).toHaveValue('');
    expect(screen.getByLabelText('Item')).toHaveFocus();
  });

  it('says Add Failed with the server message when the item is refused', async () => {
    const user = userEvent.setup();
    renderScreen([
      listMock([]),
      {
        request: {
          query: AddShoppingListItemMutation,
          variables: addInput({ name: 'Eggs', quantity: '12', category: 'DAIRY' }),
        },
        result: {
          data: {
            addShoppingListItem: {
              __typename: 'InputValidationError',
              message: 'The name is too long.',
            },
          },
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Your shopping list is empty' });
    await user.type(screen.getByLabelText('Item'), 'Eggs');
    await user.type(screen.getByLabelText('Quantity'), '12');
    await user.selectOptions(screen.getByLabelText('Category'), 'Dairy');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await screen.findByRole('button', { name: 'Add Item' });
    await expect.poll(lastToastTitle).toBe('Add Failed');
    expect(getToastStore().getToasts()[0]?.description).toBe('The name is too long.');
    expect(screen.getByLabelText('Item')).toHaveValue('Eggs');
  });

  it('retries a failed add with the same clientId, and gives the next item a new one', async () => {
    const user = userEvent.setup();
    const eggsIds: string[] = [];
    const milkIds: string[] = [];
    const eggs = { name: 'Eggs', quantity: '1', category: 'OTHER' };
    const milk = { name: 'Milk', quantity: '1', category: 'OTHER' };
    const answer = (added: ReturnType<typeof item>) => ({
      data: { addShoppingListItem: { __typename: 'AddShoppingListItemSuccess', item: added } },
    });
    renderScreen([
      listMock([]),
      {
        request: { query: AddShoppingListItemMutation, variables: addInput(eggs, eggsIds) },
        error: new Error('offline'),
      },
      {
        request: { query: AddShoppingListItemMutation, variables: addInput(eggs, eggsIds) },
        result: answer(item(9, 'Eggs', 'OTHER')),
      },
      {
        request: { query: AddShoppingListItemMutation, variables: addInput(milk, milkIds) },
        result: answer(item(10, 'Milk', 'OTHER')),
      },
    ]);
    await screen.findByRole('heading', { name: 'Your shopping list is empty' });
    await user.type(screen.getByLabelText('Item'), 'Eggs');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await expect.poll(openToastTitle).toBe('Add Failed');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await screen.findByText('Eggs');
    await user.type(screen.getByLabelText('Item'), 'Milk');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await screen.findByText('Milk');
    // The retry replays the first add; Milk is another item.
    expect(eggsIds.length).toBeGreaterThanOrEqual(2);
    expect(new Set(eggsIds).size).toBe(1);
    expect(milkIds.length).toBeGreaterThanOrEqual(1);
    expect(milkIds[0]).not.toBe(eggsIds[0]);
  });

  it('fetches the list again when another device rewrote it (REPLACED)', async () => {
    renderScreen([
      listMock([
        item(1, 'Whole milk', 'DAIRY', { quantity: '2 cups' }),
        item(2, 'Milk', 'DAIRY', { quantity: '250 ml' }),
      ]),
      {
        request: { query: ShoppingListChangedSubscription },
        result: {
          data: {
            shoppingListChanged: {
              __typename: 'ShoppingListChangedEvent',
              kind: 'REPLACED',
              itemId: null,
              item: null,
            },
          },
        },
        delay: 50,
      },
      listMock([item(1, 'Milk', 'DAIRY', { quantity: '750 ml' })]),
    ]);
    await screen.findByText('Whole milk');
    await screen.findByText('750 ml');
    expect(screen.queryByText('Whole milk')).not.toBeInTheDocument();
  });
});
