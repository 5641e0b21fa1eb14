import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApolloCache } from '../apollo-cache.ts';
import { AdminAccessQuery } from '../data/admin-access-query.ts';
import { AdminStatsQuery } from '../data/admin-stats-query.ts';
import { ChatbotPromptsQuery } from '../features/prompts/prompt-operations.ts';
import { AdminUsersQuery } from '../features/users/users-query.ts';

export const savedPrompts = {
  __typename: 'ChatbotPrompts' as const,
  mainPrompt: 'You are a friendly cooking assistant.',
  shoppingPrompt: 'Keep the shopping list tidy.',
  recipePrompt: 'Write recipes with exact quantities.',
};

export function accessMock(isAdmin: boolean): MockLink.MockedResponse {
  return {
    request: { query: AdminAccessQuery },
    result: { data: { me: { __typename: 'Viewer', id: 'u1', isAdmin } } },
  };
}

export function statsMock(): MockLink.MockedResponse {
  return {
    request: { query: AdminStatsQuery },
    result: {
      data: {
        adminStats: {
          __typename: 'AdminStats',
          totalUsers: 2,
          totalRecipes: 3,
          totalShoppingItems: 4,
          totalImagesGenerated: 1,
          topRecipeCreators: [
            {
              __typename: 'RecipeCreator',
              email: 'yotam@example.com',
              firstName: 'Yotam',
              recipeCount: 2,
            },
            {
              __typename: 'RecipeCreator',
              email: 'nigella@example.com',
              firstName: null,
              recipeCount: 1,
            },
          ],
        },
      },
    },
  };
}

export const listedUsers = [
  {
    __typename: 'AdminUser' as const,
    id: 'u2',
    email: 'yotam@example.com',
    firstName: 'Yotam',
    lastName: 'Ottolenghi',
    createdAt: '2026-03-02T10:00:00.000Z',
    status: 'ACTIVE' as const,
    hasTwoFactor: true,
  },
  {
    __typename: 'AdminUser' as const,
    id: 'u1',
    email: 'nigella@example.com',
    firstName: null,
    lastName: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    status: 'UNCONFIRMED' as const,
    hasTwoFactor: false,
  },
];

type ListedUser = (typeof listedUsers)[number];

/** One page of `adminUsers` for these variables. */
export function usersMock(
  {
    search = null,
    after = null,
    users = listedUsers,
    totalCount = users.length,
    endCursor = users.at(-1)?.id ?? null,
    hasNextPage = false,
  }: {
    search?: string | null;
    after?: string | null;
    users?: ListedUser[];
    totalCount?: number;
    endCursor?: string | null;
    hasNextPage?: boolean;
  } = {},
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: { query: AdminUsersQuery, variables: { search, first: 20, after } },
    result: {
      data: {
        adminUsers: {
          __typename: 'AdminUserConnection',
          totalCount,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
          nodes: users,
        },
      },
    },
    delay,
  };
}

export function promptsMock(): MockLink.MockedResponse {
  return {
    request: { query: ChatbotPromptsQuery },
    result: { data: { chatbotPrompts: savedPrompts } },
  };
}

/** The address the router is at, for tests of what a screen writes into it. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders with mocked GraphQL inside a router at `path`, as the shell would mount it. */
export function renderWithApi(ui: ReactNode, mocks: MockLink.MockedResponse[], path = '/admin') {
  return render(
    <MockedProvider mocks={mocks} cache={createApolloCache()}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </MockedProvider>,
  );
}
