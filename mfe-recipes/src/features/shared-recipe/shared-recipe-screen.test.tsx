import { MockedProvider } from '@apollo/client/testing/react';
import { getToastStore, TooltipProvider } from '@app/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloCache } from '../../apollo-cache.ts';
import { RemoteContext } from '../../remote-context.ts';
import { SaveSharedRecipeMutation } from './save-shared-recipe.tsx';
import SharedRecipeScreen, { SharedRecipeScreenQuery } from './shared-recipe-screen.tsx';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const sharedRecipe = {
  __typename: 'SharedRecipe' as const,
  id: 12,
  name: 'Weeknight Shakshuka',
  description: 'Eggs in a smoky tomato sauce.',
  imageUrl: null,
  prepTime: 15,
  cookTime: 20,
  totalTime: null,
  servings: 2,
  difficulty: 'EASY' as const,
  ingredients: ['4 eggs', '1 can crushed tomatoes'],
  instructions: ['Simmer the sauce.', 'Poach the eggs.'],
  tags: ['breakfast'],
  savedRecipeId: null as number | null,
  nutrition: { __typename: 'Nutrition' as const, protein: 17, fat: 13, carbs: 18, calories: 262 },
};

const sharedQuery = (result: typeof sharedRecipe | null) => ({
  request: { query: SharedRecipeScreenQuery, variables: { id: 12 } },
  result: { data: { sharedRecipe: result } },
});

const viewer = {
  id: 'u1',
  email: 'yotam@example.com',
  firstName: 'Yotam',
  lastName: null,
  createdAt: null,
};

function renderShared(mocks: Mocks, isSignedIn: boolean, path = '/shared/recipe/12') {
  return render(
    <MockedProvider mocks={mocks} cache={createApolloCache()}>
      <RemoteContext
        value={{ viewer: isSignedIn ? viewer : null, marketingUrl: 'https://mise.example/' }}
      >
        <TooltipProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/shared/recipe/:id" element={<SharedRecipeScreen />} />
            </Routes>
          </MemoryRouter>
        </TooltipProvider>
      </RemoteContext>
    </MockedProvider>,
  );
}

afterEach(() => {
  getToastStore().dismiss();
});

describe('SharedRecipeScreen', () => {
  it('shows a guest the recipe, the join banner and Get App to the login endpoint', async () => {
    renderShared([sharedQuery(sharedRecipe)], false);
    expect(
      await screen.findByRole('heading', { level: 1, name: sharedRecipe.name }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Join Mise' });
    // Signing up from here comes back to this recipe.
    expect(within(banner).getByRole('link', { name: 'Get App' })).toHaveAttribute(
      'href',
      `/api/login?next=${encodeURIComponent(`/shared/recipe/${sharedRecipe.id}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Save Recipe' })).not.toBeInTheDocument();
    // Guests cannot open the recipes list: tags are plain chips.
    expect(within(screen.getByRole('list', { name: 'Tags' })).queryByRole('link')).toBeNull();
    expect(screen.getByText('4 eggs')).toBeInTheDocument();
    expect(document.title).toBe('Weeknight Shakshuka · Mise');
  });

  it('lets a signed-in cook save a copy, then offers to open it', async () => {
    renderShared(
      [
        sharedQuery(sharedRecipe),
        {
          request: { query: SaveSharedRecipeMutation, variables: { recipeId: 12 } },
          result: {
            data: {
              saveSharedRecipe: {
                __typename: 'SaveSharedRecipeSuccess',
                saved: {
                  __typename: 'SavedSharedRecipe',
                  isExisting: false,
                  recipe: { __typename: 'Recipe', id: 42 },
                },
              },
            },
          },
        },
      ],
      true,
    );
    expect(screen.queryByRole('complementary', { name: 'Join Mise' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '#breakfast' })).toHaveAttribute(
      'href',
      '/recipes?tag=breakfast',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByRole('link', { name: 'Open my copy' })).toHaveAttribute(
      'href',
      '/recipe/42',
    );
    expect(screen.getByText('This recipe is in your collection.')).toBeInTheDocument();
    expect(getToastStore().getToasts()[0]).toMatchObject({ title: 'Recipe Saved!' });
  });

  it('says Save Failed when saving does not work', async () => {
    renderShared(
      [
        sharedQuery(sharedRecipe),
        {
          request: { query: SaveSharedRecipeMutation, variables: { recipeId: 12 } },
          error: new Error('offline'),
        },
      ],
      true,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save Recipe' }));
    await waitFor(() =>
      expect(getToastStore().getToasts()[0]).toMatchObject({
        title: 'Save Failed',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Save Recipe' })).toBeInTheDocument();
  });

  it('shows a recipe saved before as in the collection', async () => {
    renderShared([sharedQuery({ ...sharedRecipe, savedRecipeId: 99 })], true);
    expect(await screen.findByText('This recipe is in your collection.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my copy' })).toHaveAttribute(
      'href',
      '/recipe/99',
    );
    expect(screen.queryByRole('button', { name: 'Save Recipe' })).not.toBeInTheDocument();
  });

  it('shows Recipe Not Found when the recipe is missing or not shared', async () => {
    renderShared([sharedQuery(null)], false);
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get App' })).toHaveAttribute('href', '/api/login');
    expect(document.title).toBe('Recipe Not Found');
  });

  it('shows Recipe Not Found for an address that names no recipe', async () => {
    renderShared([], true, '/shared/recipe/abc');
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('tries once more before saying the recipe could not be loaded', async () => {
    const failure = {
      request: { query: SharedRecipeScreenQuery, variables: { id: 12 } },
      error: new Error('offline'),
    };
    renderShared([failure, sharedQuery(sharedRecipe)], false);
    expect(
      await screen.findByRole('heading', { level: 1, name: sharedRecipe.name }),
    ).toBeInTheDocument();
  });

  it('says the recipe could not be loaded when the second try fails too', async () => {
    const failure = {
      request: { query: SharedRecipeScreenQuery, variables: { id: 12 } },
      error: new Error('offline'),
    };
    renderShared([failure, failure, sharedQuery(sharedRecipe)], false);
    expect(
      await screen.findByRole('heading', { name: 'This recipe could not be loaded' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: sharedRecipe.name }),
    ).toBeInTheDocument();
  });
});
