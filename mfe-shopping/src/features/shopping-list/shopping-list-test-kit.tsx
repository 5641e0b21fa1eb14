import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { TooltipProvider } from '@app/ui';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApolloCache } from '../../apollo-cache.ts';
import { ShoppingListScreenQuery } from './item-operations.ts';
import ShoppingListScreen from './shopping-list-screen.tsx';

/** An item as the list query answers it. */
export const item = (
  id: number,
  name: string,
  category: string,
  { isCompleted = false, quantity = '1', recipes = [] as { id: number; name: string }[] } = {},
) => ({
  __typename: 'ShoppingListItem' as const,
  id,
  name,
  quantity,
  category,
  isCompleted,
  recipes: recipes.map((recipe) => ({ __typename: 'ShoppingListItemRecipe' as const, ...recipe })),
});

export function listMock(items: ReturnType<typeof item>[], delay = 0): MockLink.MockedResponse {
  return {
    request: { query: ShoppingListScreenQuery },
    result: { data: { shoppingList: items } },
    delay,
  };
}

/** The screen with mocked GraphQL, as the shell would mount it. */
export function renderScreen(mocks: MockLink.MockedResponse[]) {
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
