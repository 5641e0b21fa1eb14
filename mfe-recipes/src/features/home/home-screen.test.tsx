import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { TooltipProvider } from '@app/ui';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloCache } from '../../apollo-cache.ts';
import { RemoteContext } from '../../remote-context.ts';
import HomeScreen from './home-screen.tsx';
import { RecentRecipesCardQuery } from './recent-recipes-card.tsx';

const recipe = (id: number, name: string) => ({
  __typename: 'Recipe' as const,
  id,
  name,
  imageUrl: null,
  prepTime: 20,
  servings: 4,
  difficulty: 'EASY' as const,
  tags: ['dinner'],
  isFavorite: false,
});

function recentMock(recipes: ReturnType<typeof recipe>[], delay = 0): MockLink.MockedResponse {
  return {
    request: { query: RecentRecipesCardQuery, variables: { limit: 3 } },
    result: { data: { recentRecipes: recipes } },
    delay,
  };
}

function renderHome(mocks: MockLink.MockedResponse[], firstName: string | null = 'Ada') {
  const viewer = firstName
    ? { id: 'u1', email: 'ada@example.com', firstName, lastName: null, createdAt: null }
    : null;
  return render(
    <MockedProvider mocks={mocks} cache={createApolloCache()}>
      <RemoteContext value={{ viewer, marketingUrl: 'https://example.com/' }}>
        <TooltipProvider>
          <MemoryRouter>
            <HomeScreen />
          </MemoryRouter>
        </TooltipProvider>
      </RemoteContext>
    </MockedProvider>,
  );
}

describe('HomeScreen', () => {
  it('welcomes the viewer by first name, or without a name when unknown', () => {
    renderHome([recentMock([])]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada');
  });

  it('says Welcome back alone when the first name is not known', () => {
    renderHome([recentMock([])], null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back$/);
  });

  it('shows three skeleton rows, then the three newest recipes linking to /recipe/{id}', async () => {
    renderHome([recentMock([recipe(3, 'Pad Thai'), recipe(2, 'Hummus'), recipe(1, 'Dal')], 20)]);
    const region = within(screen.getByRole('region', { name: 'Recent Recipes' }));
    expect(region.getAllByTestId('recipe-card-skeleton')).toHaveLength(3);
    await region.findByRole('link', { name: 'Pad Thai' });
    expect(region.queryAllByTestId('recipe-card-skeleton')).toHaveLength(0);
    expect(region.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pad Thai',
      'Hummus',
      'Dal',
    ]);
    expect(region.getByRole('link', { name: 'Hummus' })).toHaveAttribute('href', '/recipe/2');
    expect(region.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/recipes');
  });

  it('invites a new cook to start, with an Add Recipe button', async () => {
    renderHome([recentMock([])]);
    const region = within(screen.getByRole('region', { name: 'Recent Recipes' }));
    await region.findByRole('heading', { name: 'Ready to Start Cooking?' });
    expect(region.getByRole('link', { name: 'Add Recipe' })).toHaveAttribute('href', '/add-recipe');
    expect(region.queryByRole('link', { name: 'View All' })).not.toBeInTheDocument();
  });

  it('offers a retry when the recipes cannot be loaded', async () => {
    renderHome([
      {
        request: { query: RecentRecipesCardQuery, variables: { limit: 3 } },
        error: new Error('offline'),
      },
    ]);
    expect(await screen.findByText('Your recipes could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows Add Recipe, the assistant tip with five prompts and the website link', () => {
    renderHome([recentMock([])]);
    expect(screen.getAllByRole('link', { name: 'Add Recipe' })[0]).toHaveAttribute(
      'href',
      '/add-recipe',
    );
    const tip = within(screen.getByRole('region', { name: 'Your cooking assistant' }));
    expect(tip.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“Suggest a 30-minute dinner with chicken”',
      '“Make this recipe keto friendly”',
      '“Save this recipe”',
      '“Add ingredients to shopping list”',
      '“Walk me through step-by-step”',
    ]);
    expect(screen.getByRole('link', { name: /Visit our website/ })).toHaveAttribute(
      'href',
      'https://example.com/',
    );
  });
});
