import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { getToastStore, TooltipProvider } from '@app/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloCache } from '../../apollo-cache.ts';
import { AddShoppingListItemMutation } from './add-item-form.tsx';
import ShoppingListScreen, { ShoppingListScreenQuery } from './shopping-list-screen.tsx';
import { RecipeNamesQuery } from './use-recipe-names.ts';

const item = (
  id: number,
  name: string,
  category: string,
  { isCompleted = false, quantity = '1', recipeIds = [] as number[] } = {},
) => ({
  __typename: 'ShoppingListItem' as const,
  id,
  name,
  quantity,
  category,
  isCompleted,
  recipeIds,
});

function listMock(items: ReturnType<typeof item>[], delay = 0): MockLink.MockedResponse {
  return {
    request: { query: ShoppingListScreenQuery },
    result: { data: { shoppingList: items } },
    delay,
  };
}

const namesMock: MockLink.MockedResponse = {
  request: { query: RecipeNamesQuery },
  result: { data: { recipes: [{ __typename: 'Recipe', id: 7, name: 'Lemon Tart' }] } },
};

function renderScreen(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createApolloCache()}>
      <TooltipProvider>
        <MemoryRouter>
          <ShoppingListScreen />
        </MemoryRouter>
      </TooltipProvider>
    </MockedProvider>,
  );
}

const lastToastTitle = () => getToastStore().getToasts()[0]?.title;

afterEach(() => {
  getToastStore().dismiss();
});

describe('ShoppingListScreen', () => {
  it('shows skeletons, then the items by aisle with counts and recipe links', async () => {
    renderScreen([
      listMock(
        [
          item(1, 'Butter', 'DAIRY', { recipeIds: [7] }),
          item(2, 'Lemons', 'PRODUCE', { quantity: '3', recipeIds: [7] }),
          item(3, 'Bin bags', 'SOMETHING_ELSE'),
          item(4, 'Flour', 'PANTRY', { isCompleted: true }),
        ],
        20,
      ),
      namesMock,
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
          variables: {
            input: {
              name: 'Eggs',
              quantity: '1',
              category: 'OTHER',
              recipeIds: [],
              isCompleted: false,
            },
          },
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
          variables: {
            input: {
              name: 'Eggs',
              quantity: '12',
              category: 'DAIRY',
              recipeIds: [],
              isCompleted: false,
            },
          },
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
});
