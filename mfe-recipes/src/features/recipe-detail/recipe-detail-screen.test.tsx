import type { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { getToastStore, TooltipProvider } from '@app/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloCache } from '../../apollo-cache.ts';
import { heldAnswerLink } from '../../test-support/held-answer-link.ts';
import RecipeDetailScreen, { RecipeDetailScreenQuery } from './recipe-detail-screen.tsx';
import { UpdateRecipeMutation } from './recipe-editor.tsx';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const recipe = {
  __typename: 'Recipe' as const,
  id: 7,
  name: 'Lemon Herb Chicken',
  description: 'Bright and quick.',
  imageUrl: null,
  prepTime: 20,
  cookTime: null,
  totalTime: null,
  servings: 4,
  difficulty: 'MEDIUM' as const,
  ingredients: ['2 chicken thighs', '1 1/2 tbsp olive oil', 'Salt to taste'],
  instructions: ['Season the chicken.', 'Roast until golden.'],
  tags: ['dinner', 'quick'],
  isFavorite: false,
  isShared: false,
  nutrition: {
    __typename: 'Nutrition' as const,
    protein: 31.4,
    fat: 9.6,
    carbs: 2.2,
    calories: 221,
  },
  nutritionLines: [
    {
      __typename: 'NutritionLine' as const,
      line: '2 chicken thighs',
      status: 'MATCHED' as const,
      food: 'Chicken, thigh, raw',
      grams: 240,
    },
    {
      __typename: 'NutritionLine' as const,
      line: 'Salt to taste',
      status: 'TO_TASTE' as const,
      food: null,
      grams: null,
    },
  ],
};

const recipeQuery = (result: typeof recipe | null) => ({
  request: { query: RecipeDetailScreenQuery, variables: { id: 7 } },
  result: { data: { recipe: result } },
});

function renderAt(path: string, mocks: Mocks, state?: unknown, link?: ApolloLink) {
  return render(
    <MockedProvider mocks={mocks} cache={createApolloCache()} {...(link ? { link } : {})}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
          <Routes>
            <Route path="/recipe/:id" element={<RecipeDetailScreen />} />
            <Route path="/recipes" element={<p>Recipes screen</p>} />
          </Routes>
        </MemoryRouter>
      </TooltipProvider>
    </MockedProvider>,
  );
}

const lastToast = () => getToastStore().getToasts()[0];

afterEach(() => {
  getToastStore().dismiss();
});

describe('RecipeDetailScreen', () => {
  it('shows a skeleton, then the recipe with its breadcrumb, facts and nutrition', async () => {
    renderAt('/recipe/7?from=tag&tag=vegan', [recipeQuery(recipe)]);
    expect(screen.getByText('Loading recipe…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: recipe.name })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Back to #vegan' })).toHaveAttribute(
      'href',
      '/recipes?tag=vegan',
    );
    expect(within(crumbs).getByText(recipe.name)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('20 min')).toBeInTheDocument();
    const nutrition = screen.getByRole('region', { name: 'Nutrition per serving' });
    expect(within(nutrition).getByText('221')).toBeInTheDocument();
    expect(within(nutrition).getByText('9.6 g')).toBeInTheDocument();
    expect(
      within(nutrition).getByText('1 of 1 ingredients counted', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#dinner' })).toHaveAttribute(
      'href',
      '/recipes?tag=dinner',
    );
    expect(document.title).toBe('Lemon Herb Chicken · Mise');
  });

  it('says that nutrition was not calculated when there is none', async () => {
    renderAt('/recipe/7', [recipeQuery({ ...recipe, nutrition: null as never })]);
    const nutrition = await screen.findByRole('region', { name: 'Nutrition per serving' });
    expect(within(nutrition).getByText(/Not calculated for this recipe/)).toBeInTheDocument();
  });

  it('shows Recipe not found when the server has no such recipe', async () => {
    renderAt('/recipe/7', [recipeQuery(null)]);
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('shows Recipe not found for an id that cannot be a recipe, without asking', async () => {
    renderAt('/recipe/soup', []);
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeInTheDocument();
  });

  it('offers to try again when the recipe cannot be loaded', async () => {
    renderAt('/recipe/7', [
      {
        request: { query: RecipeDetailScreenQuery, variables: { id: 7 } },
        error: new Error('offline'),
      },
      recipeQuery(recipe),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: recipe.name })).toBeInTheDocument();
  });

  it('fills the heart at once and empties it again when the server fails', async () => {
    // The server's failure is held until the filled heart has been seen.
    const { link, release } = heldAnswerLink('SetRecipeFavoriteMutation', new Error('offline'), [
      recipeQuery(recipe),
    ]);
    renderAt('/recipe/7', [], undefined, link);
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    release();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to update favorite status',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('saves an edit with prep time and servings parsed as whole numbers', async () => {
    const input = {
      name: 'Lemon Thyme Chicken',
      description: 'Bright and quick.',
      prepTime: 0,
      servings: 6,
      difficulty: 'HARD',
      ingredients: ['2 chicken thighs', '1 1/2 tbsp olive oil', 'Salt to taste'],
      instructions: ['Season the chicken.', 'Roast until golden.'],
      tags: ['dinner', 'quick'],
    };
    renderAt('/recipe/7', [
      recipeQuery(recipe),
      {
        request: { query: UpdateRecipeMutation, variables: { id: 7, input } },
        result: {
          data: {
            updateRecipe: {
              __typename: 'UpdateRecipeSuccess',
              recipe: { ...recipe, ...input, updatedAt: '2026-11-22T10:00:00.000Z' },
            },
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lemon Thyme Chicken');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Prep time (minutes)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Prep time (minutes)' }), 'soon');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Servings' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Servings' }), '6 people');
    await userEvent.click(screen.getByRole('radio', { name: 'Hard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lemon Thyme Chicken' }),
    ).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: 'Recipe Updated' });
  });

  it("shows the server's validation issues next to the fields and stays in edit mode", async () => {
    renderAt('/recipe/7', [
      recipeQuery(recipe),
      {
        request: {
          query: UpdateRecipeMutation,
          variables: {
            id: 7,
            input: {
              name: '',
              description: 'Bright and quick.',
              prepTime: -5,
              servings: 4,
              difficulty: 'MEDIUM',
              ingredients: recipe.ingredients,
              instructions: recipe.instructions,
              tags: recipe.tags,
            },
          },
        },
        result: {
          data: {
            updateRecipe: {
              __typename: 'InputValidationError',
              code: 'VALIDATION',
              message: 'Some values are not valid.',
              issues: [
                {
                  __typename: 'InputValidationIssue',
                  path: ['input', 'name'],
                  message: 'Name is required.',
                },
                {
                  __typename: 'InputValidationIssue',
                  path: ['input', 'prepTime'],
                  message: 'Prep time cannot be negative.',
                },
              ],
            },
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Prep time (minutes)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Prep time (minutes)' }), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required.'));
    expect(
      screen.getByRole('textbox', { name: 'Prep time (minutes)' }),
    ).toHaveAccessibleDescription('Prep time cannot be negative.');
    expect(lastToast()).toMatchObject({
      title: 'Update Failed',
      description: 'Some values are not valid.',
      variant: 'destructive',
    });
  });

  it('discards the changes on cancel', async () => {
    renderAt('/recipe/7', [recipeQuery(recipe)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit recipe' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' and more');
    await userEvent.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: recipe.name })).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getByText('2 chicken thighs')).toBeInTheDocument();
  });

  it('asks for the steps a partial import left out, and opens the editor for them', async () => {
    renderAt('/recipe/7', [recipeQuery({ ...recipe, instructions: [] })]);
    expect(await screen.findByText('This recipe has no steps yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Steps' }));
    expect(screen.getByRole('heading', { name: 'Edit recipe' })).toBeInTheDocument();
  });

  it('shows no such notice for a complete recipe', async () => {
    renderAt('/recipe/7', [recipeQuery(recipe)]);
    await screen.findByRole('heading', { level: 1, name: recipe.name });
    expect(screen.queryByText(/has no .* yet/)).not.toBeInTheDocument();
  });

  it('opens in edit mode when the import screen sends the cook to fill a part in', async () => {
    renderAt('/recipe/7', [recipeQuery(recipe)], { isEditing: true });
    expect(await screen.findByRole('heading', { name: 'Edit recipe' })).toBeInTheDocument();
  });
});
