import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { TooltipProvider } from '@app/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloCache } from '../../apollo-cache.ts';
import { CourseGridQuery } from './course-grid.tsx';
import { FavoriteRecipesQuery } from './favorite-group-results.tsx';
import { RecentRecipesQuery } from './recent-recipes.tsx';
import { pageSize, RecipePageQuery } from './recipe-pages.ts';
import RecipesScreen from './recipes-screen.tsx';
import { TagGridQuery } from './tag-grid.tsx';

type Difficulty = 'EASY' | 'MEDIUM' | 'HARD';
const recipe = (id: number, name: string, difficulty: Difficulty = 'EASY', isFavorite = false) => ({
  __typename: 'Recipe' as const,
  id,
  name,
  imageUrl: null,
  prepTime: 20,
  servings: 4,
  difficulty,
  tags: ['dinner'],
  isFavorite,
});

const course = (id: string, name: string, count: number) => ({
  __typename: 'CourseCategory' as const,
  id,
  name,
  description: `${name} ideas`,
  thumbnail: null,
  count,
});

function coursesMock(counts: number[] = [2, 1, 3, 0, 4, 1], delay = 0): MockLink.MockedResponse {
  const ids = ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACKS', 'DESSERTS', 'BEVERAGES'];
  return {
    request: { query: CourseGridQuery },
    result: {
      data: {
        recipeCategories: ids.map((id, index) =>
          course(id, id[0] + id.slice(1).toLowerCase(), counts[index] ?? 0),
        ),
      },
    },
    delay,
  };
}

function tagsMock(tags: Array<[string, number]>): MockLink.MockedResponse {
  return {
    request: { query: TagGridQuery },
    result: {
      data: { recipeTags: tags.map(([tag, count]) => ({ __typename: 'TagCount', tag, count })) },
    },
  };
}

/** The first page of a filter's recipes, as the recipes screen asks for it. */
function recipesMock(
  filter: Record<string, unknown>,
  recipes: ReturnType<typeof recipe>[],
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: {
      query: RecipePageQuery,
      variables: { ...filter, offset: 0, limit: pageSize, withCount: true },
    },
    result: { data: { recipes, recipeCount: recipes.length } },
    delay,
  };
}

/** Every favorite at once, as the grouped favorites view asks for them. */
function favoritesMock(
  filter: Record<string, unknown>,
  recipes: ReturnType<typeof recipe>[],
): MockLink.MockedResponse {
  return {
    request: { query: FavoriteRecipesQuery, variables: filter },
    result: { data: { recipes } },
  };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

const address = () => screen.getByTestId('address').textContent;

function renderScreen(mocks: MockLink.MockedResponse[], path = '/recipes') {
  return render(
    <MockedProvider mocks={mocks} cache={createApolloCache()}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>
          <RecipesScreen />
          <Address />
        </MemoryRouter>
      </TooltipProvider>
    </MockedProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RecipesScreen: courses', () => {
  it('shows 6 skeleton tiles, then the six course tiles with their counts', async () => {
    renderScreen([coursesMock(undefined, 20)]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeInTheDocument();
    expect(screen.getAllByTestId('tile-skeleton')).toHaveLength(6);
    const tiles = within(await screen.findByRole('list', { name: 'Courses' })).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'BreakfastBreakfast ideas2 recipes',
      'LunchLunch ideas1 recipe',
      'DinnerDinner ideas3 recipes',
      'SnacksSnacks ideas0 recipes',
      'DessertsDesserts ideas4 recipes',
      'BeveragesBeverages ideas1 recipe',
    ]);
  });

  it('opens a course: its recipes, the count line, links with from=category', async () => {
    const user = userEvent.setup();
    renderScreen([
      coursesMock(),
      recipesMock({ course: 'BREAKFAST' }, [recipe(1, 'Avocado Toast'), recipe(2, 'Crepes')]),
    ]);
    await user.click(await screen.findByRole('link', { name: /^Breakfast/ }));
    expect(address()).toBe('/recipes?filter=courses&category=breakfast');
    expect(await screen.findByText('2 recipes found in Breakfast')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recipes' });
    expect(within(list).getByRole('link', { name: 'Crepes' })).toHaveAttribute(
      'href',
      '/recipe/2?from=category&category=breakfast&filter=courses',
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '2');
    await user.click(screen.getByRole('link', { name: 'Back to Courses' }));
    expect(address()).toBe('/recipes?filter=courses');
    expect(await screen.findByRole('list', { name: 'Courses' })).toBeInTheDocument();
  });

  it('says there are no courses yet when no recipe is in any course', async () => {
    renderScreen([coursesMock([0, 0, 0, 0, 0, 0])]);
    expect(
      await screen.findByRole('heading', {
        name: 'No courses available yet. Add some recipes to get started!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Recipe' })).toHaveAttribute('href', '/add-recipe');
  });

  it('clears the category when another filter tab is chosen', async () => {
    const user = userEvent.setup();
    renderScreen(
      [recipesMock({ course: 'LUNCH' }, [recipe(1, 'Dal')]), tagsMock([['vegan', 2]])],
      '/recipes?category=lunch',
    );
    expect(await screen.findByText('1 recipe found in Lunch')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tags' }));
    expect(address()).toBe('/recipes?filter=tags');
    expect(await screen.findByRole('list', { name: 'Tags' })).toBeInTheDocument();
  });
});

describe('RecipesScreen: tags', () => {
  it('chooses a tag: address, chip with remove, recent tags', async () => {
    const user = userEvent.setup();
    renderScreen(
      [
        tagsMock([
          ['dinner', 3],
          ['vegan', 2],
        ]),
        recipesMock({ tag: 'vegan' }, [recipe(4, 'Hummus'), recipe(5, 'Lentil Soup')]),
      ],
      '/recipes?filter=tags',
    );
    const tiles = within(await screen.findByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['#dinner3 recipes', '#vegan2 recipes']);
    await user.click(screen.getByRole('link', { name: /^vegan/ }));
    expect(address()).toBe('/recipes?filter=tags&tag=vegan&view=tags');
    expect(await screen.findByText('2 recipes found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Tag\s*#vegan$/ })).toBeInTheDocument();
    expect(localStorage.getItem('recentTags')).toBe('["vegan"]');
    expect(screen.queryByRole('navigation', { name: 'Recent tags' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hummus' })).toHaveAttribute(
      'href',
      '/recipe/4?from=tag&tag=vegan&filter=tags',
    );
    await user.click(screen.getByRole('button', { name: 'Remove tag filter vegan' }));
    expect(address()).toBe('/recipes?filter=tags&view=tags');
    const recent = await screen.findByRole('navigation', { name: 'Recent tags' });
    expect(within(recent).getByRole('link', { name: 'vegan' })).toHaveAttribute(
      'href',
      '/recipes?filter=tags&view=tags&tag=vegan',
    );
  });

  it('shows up to 4 recent tags as chips, newest first, when no tag is chosen', async () => {
    localStorage.setItem('recentTags', JSON.stringify(['quick', 'Vegan', 'vegan', 'a', 'b']));
    renderScreen([coursesMock()]);
    const recent = screen.getByRole('navigation', { name: 'Recent tags' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['#quick', '#Vegan', '#a', '#b']);
  });

  it('says there are no tags yet', async () => {
    renderScreen([tagsMock([])], '/recipes?filter=tags');
    expect(
      await screen.findByRole('heading', {
        name: 'No tags available yet. Add some recipes to get started!',
      }),
    ).toBeInTheDocument();
  });
});

describe('RecipesScreen: list, search and favorites', () => {
  it('shows 5 skeleton rows, then every recipe with the count line and from=list links', async () => {
    renderScreen(
      [recipesMock({}, [recipe(1, 'Apple Pie'), recipe(2, 'Beef Stew')], 20)],
      '/recipes?view=list',
    );
    expect(screen.getAllByTestId('recipe-card-skeleton')).toHaveLength(5);
    expect(await screen.findByText('2 recipes found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Beef Stew' })).toHaveAttribute(
      'href',
      '/recipe/2?from=list&filter=courses',
    );
  });

  it('says the collection is empty in list view', async () => {
    renderScreen([recipesMock({}, [])], '/recipes?view=list');
    expect(
      await screen.findByRole('heading', {
        name: 'No recipes yet. Add your first recipe to get started!',
      }),
    ).toBeInTheDocument();
  });

  it('searches once typing pauses, keeps q in the address and names a failed search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen([coursesMock(), recipesMock({ search: 'zzz' }, [])]);
    const box = screen.getByRole('searchbox', { name: 'Search recipes' });
    expect(box).toHaveAttribute('placeholder', 'Search recipes, ingredients, or tags...');
    await user.type(box, 'zzz');
    expect(address()).toBe('/recipes');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(address()).toBe('/recipes?q=zzz');
    expect(
      await screen.findByRole('heading', { name: 'No recipes found matching "zzz"' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(address()).toBe('/recipes');
    expect(box).toHaveValue('');
  });

  it('keeps the previous results on screen while a new search loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen(
      [
        recipesMock({}, [recipe(1, 'Apple Pie'), recipe(2, 'Beef Stew')]),
        recipesMock({ search: 'stew' }, [recipe(2, 'Beef Stew')], 200),
      ],
      '/recipes?view=list',
    );
    await screen.findByText('2 recipes found');
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'stew{Enter}');
    expect(address()).toBe('/recipes?view=list&q=stew');
    expect(screen.getByTestId('results-updating')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apple Pie' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('recipe-card-skeleton')).toHaveLength(0);
    expect(await screen.findByText('1 recipe found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apple Pie' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beef Stew' })).toHaveAttribute(
      'href',
      '/recipe/2?from=search&filter=courses&q=stew',
    );
  });

  it('groups favorites by difficulty, biggest group first', async () => {
    renderScreen(
      [
        favoritesMock({}, [
          recipe(1, 'Apple Pie', 'MEDIUM', true),
          recipe(2, 'Beef Stew', 'HARD', true),
          recipe(3, 'Crepes', 'MEDIUM', true),
        ]),
      ],
      '/recipes?filter=favorites',
    );
    expect(await screen.findByText('3 recipes found')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Medium2',
      'Hard1',
    ]);
    const medium = screen.getByRole('list', { name: 'Medium favorites' });
    expect(
      within(medium)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Apple Pie, favorite', 'Crepes, favorite']);
  });

  it('shows the No Favorites Yet placeholder, and the favorites message in list view', async () => {
    const { unmount } = renderScreen([favoritesMock({}, [])], '/recipes?filter=favorites');
    expect(await screen.findByRole('heading', { name: 'No Favorites Yet' })).toBeInTheDocument();
    expect(
      screen.getAllByText('No favorites yet. Tap the heart on a recipe to add it to Favorites.'),
    ).not.toHaveLength(0);
    unmount();
    renderScreen([recipesMock({ favoritesOnly: true }, [])], '/recipes?filter=favorites&view=list');
    expect(
      await screen.findByRole('heading', {
        name: 'No favorites yet. Tap the heart on a recipe to add it to Favorites.',
      }),
    ).toBeInTheDocument();
  });

  it('shows the 6 newest recipes on the Recent tab', async () => {
    renderScreen(
      [
        {
          request: { query: RecentRecipesQuery, variables: { limit: 6 } },
          result: { data: { recentRecipes: [recipe(9, 'Newest'), recipe(8, 'Older')] } },
        },
      ],
      '/recipes?filter=recent',
    );
    const list = await screen.findByRole('list', { name: 'Recent recipes' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Newest', 'Older']);
    expect(within(list).getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'href',
      '/recipe/9?from=list&filter=recent',
    );
  });
});
