import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRecipes,
  graphqlAs,
  newUser,
  type SeedRecipe,
  seedCollection,
  signedInPage,
} from './app-user.ts';
import { launchBrowser } from './launch-browser.ts';
import { holdRequests, isOperation, pathOf, screenshots } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let page: Page;
let token = '';
const ids = new Map<string, number>();

const cook = newUser('Ada', 'Lovelace');

const seeds: SeedRecipe[] = [
  {
    name: 'Blueberry Pancakes',
    description: 'Fluffy buttermilk pancakes studded with blueberries.',
    prepTime: 15,
    servings: 4,
    difficulty: 'EASY',
    ingredients: ['2 cups flour', '1 cup blueberries', '2 eggs', '1.5 cups buttermilk'],
    tags: ['breakfast', 'vegetarian', 'quick'],
  },
  {
    name: 'Avocado Toast',
    prepTime: 10,
    servings: 2,
    difficulty: 'EASY',
    ingredients: ['2 slices sourdough', '1 avocado', 'chili flakes'],
    tags: ['Breakfast', 'vegan', 'quick'],
  },
  {
    name: 'Shakshuka',
    prepTime: 30,
    servings: 4,
    difficulty: 'MEDIUM',
    ingredients: ['6 eggs', '1 can tomatoes', '1 red pepper'],
    tags: ['brunch', 'vegetarian'],
  },
  {
    name: 'Chicken Tikka Masala',
    description: 'Charred chicken in a creamy, spiced tomato sauce.',
    prepTime: 45,
    servings: 4,
    difficulty: 'MEDIUM',
    ingredients: ['600 g chicken thighs', '1 cup yogurt', '2 tsp garam masala'],
    tags: ['dinner', 'main course'],
  },
  {
    name: 'Beef Bourguignon',
    prepTime: 180,
    servings: 6,
    difficulty: 'HARD',
    ingredients: ['1 kg beef chuck', '1 bottle red wine', '200 g mushrooms'],
    tags: ['dinner'],
  },
  {
    name: 'Lentil Soup',
    prepTime: 40,
    servings: 6,
    difficulty: 'EASY',
    ingredients: ['1 cup red lentils', '1 onion', '1 tsp cumin'],
    tags: ['lunch', 'vegan'],
  },
  {
    name: 'Caesar Salad',
    prepTime: 20,
    servings: 2,
    difficulty: 'EASY',
    ingredients: ['1 head romaine', '4 anchovies', '50 g parmesan'],
    tags: ['lunch', 'quick'],
  },
  {
    name: 'Chocolate Lava Cake',
    prepTime: 35,
    servings: 4,
    difficulty: 'HARD',
    ingredients: ['200 g dark chocolate', '100 g butter', '3 eggs'],
    tags: ['dessert', 'cake'],
  },
  {
    name: 'Lemon Tart',
    prepTime: 60,
    servings: 8,
    difficulty: 'MEDIUM',
    ingredients: ['1 tart shell', '4 lemons', '4 eggs'],
    tags: ['dessert'],
  },
  {
    name: 'Vegan Brownies',
    prepTime: 45,
    servings: 12,
    difficulty: 'EASY',
    ingredients: ['1 cup flour', '1/2 cup cocoa', '1/2 cup oil'],
    tags: ['dessert', 'vegan'],
  },
  {
    name: 'Mango Smoothie',
    prepTime: 5,
    servings: 2,
    difficulty: 'EASY',
    ingredients: ['1 mango', '1 cup oat milk'],
    tags: ['drink', 'smoothie', 'vegan', 'quick'],
  },
  {
    name: 'Hummus',
    prepTime: 15,
    servings: 6,
    difficulty: 'EASY',
    ingredients: ['1 can chickpeas', '2 tbsp tahini', '1 lemon'],
    tags: ['snack', 'vegan'],
  },
  {
    name: 'Pad Thai',
    prepTime: 30,
    servings: 2,
    difficulty: 'MEDIUM',
    ingredients: ['200 g rice noodles', '2 eggs', 'tamarind paste', 'peanuts'],
    tags: ['dinner', 'quick'],
  },
];
const favorites = [
  'Chicken Tikka Masala',
  'Lemon Tart',
  'Pad Thai',
  'Beef Bourguignon',
  'Mango Smoothie',
];
const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

function query(current: Page): URLSearchParams {
  return new URL(current.url()).searchParams;
}

function idOf(name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`no recipe ${name}`);
  return id;
}

/** The names on the recipe cards of a list, in order (the sr-only ", favorite" left out). */
async function cardNames(list: Locator): Promise<string[]> {
  return list.getByRole('listitem').getByRole('link').allTextContents();
}

/** A tag tile (its "#" is decorative, so the name starts with the tag). */
const tagTile = (tag: string) =>
  page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: new RegExp(`^${tag}\\b`) });
const recipeList = () => page.getByRole('list', { name: 'Recipes', exact: true });
const countLine = () => page.getByRole('status').filter({ hasText: /found|available|yet/ });
const historyLength = () => page.evaluate(() => window.history.length);
const recentTagNames = async () =>
  page.getByRole('navigation', { name: 'Recent tags' }).getByRole('link').allTextContents();

async function openRecipes(path = '/recipes'): Promise<void> {
  await page.goto(url(path));
  await page.getByRole('heading', { level: 1, name: 'My Recipes' }).waitFor();
}

async function search(text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill(text);
  await page.waitForURL((current) => (current.searchParams.get('q') ?? '') === text.trim());
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ page, token } = await signedInPage(browser, server.baseUrl, cook));
  const created = await createRecipes(server.baseUrl, token, seeds);
  seeds.forEach((seed, index) => {
    const id = created[index];
    if (id !== undefined) ids.set(seed.name, id);
  });
  for (const id of created) {
    await graphqlAs(
      server.baseUrl,
      token,
      'mutation Draw($id: Int!) { generateRecipeImage(id: $id) { __typename } }',
      { id },
    );
  }
  for (const name of favorites) {
    await graphqlAs(
      server.baseUrl,
      token,
      `mutation Favorite($id: Int!) {
        setRecipeFavorite(id: $id, isFavorite: true) { __typename ... on Error { message } }
      }`,
      { id: idOf(name) },
    );
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the recipes screen', () => {
  it('shows My Recipes, the search box, the four filter tabs and the course tiles', async () => {
    await openRecipes();
    expect(
      await page.getByRole('searchbox', { name: 'Search recipes' }).getAttribute('placeholder'),
    ).toBe('Search recipes, ingredients, or tags...');
    const tabs = page.getByRole('tablist', { name: 'Filter recipes' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Courses', 'Tags', 'Favorites', 'Recent']);
    expect(await page.getByRole('tab', { name: 'Courses' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const tiles = page.getByRole('list', { name: 'Courses' }).getByRole('link');
    await tiles.first().waitFor();
    expect(await tiles.allTextContents()).toEqual([
      'BreakfastStart the day right3 recipes',
      'LunchMidday meals2 recipes',
      'DinnerEvening mains3 recipes',
      'SnacksSmall bites1 recipe',
      'DessertsSomething sweet3 recipes',
      'BeveragesDrinks and smoothies1 recipe',
    ]);
    await screenshots(page, 'recipes-courses');
  });

  it('shows a course’s recipes, by name, with the count line, in place of the grid', async () => {
    const before = await historyLength();
    await page.getByRole('link', { name: /^Breakfast/ }).click();
    await page.waitForURL((current) => current.searchParams.get('category') === 'breakfast');
    expect(query(page).get('filter')).toBe('courses');
    expect(await historyLength()).toBe(before);
    await page.getByRole('heading', { level: 2, name: 'Breakfast' }).waitFor();
    expect(await countLine().textContent()).toBe('3 recipes found in Breakfast');
    expect(await cardNames(recipeList())).toEqual([
      'Avocado Toast',
      'Blueberry Pancakes',
      'Shakshuka',
    ]);
  });

  it('goes back from a category to the course grid', async () => {
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await page.getByRole('list', { name: 'Courses' }).waitFor();
    expect(query(page).get('category')).toBeNull();
  });

  it('lists every tag, lowercase and alphabetical, with its count', async () => {
    await page.getByRole('tab', { name: 'Tags' }).click();
    await page.waitForURL((current) => current.searchParams.get('filter') === 'tags');
    const tiles = page.getByRole('list', { name: 'Tags' }).getByRole('link');
    await tiles.first().waitFor();
    expect(await tiles.allTextContents()).toEqual([
      '#breakfast2 recipes',
      '#brunch1 recipe',
      '#cake1 recipe',
      '#dessert3 recipes',
      '#dinner3 recipes',
      '#drink1 recipe',
      '#lunch2 recipes',
      '#main course1 recipe',
      '#quick5 recipes',
      '#smoothie1 recipe',
      '#snack1 recipe',
      '#vegan5 recipes',
      '#vegetarian2 recipes',
    ]);
    await screenshots(page, 'recipes-tags');
  });

  it('chooses a tag: its recipes, the chip, the address (replaced) and the recent tags', async () => {
    const before = await historyLength();
    await tagTile('vegan').click();
    await page.waitForURL((current) => current.searchParams.get('tag') === 'vegan');
    expect(query(page).get('view')).toBe('tags');
    expect(query(page).get('filter')).toBe('tags');
    expect(await historyLength()).toBe(before);
    await page.getByRole('heading', { level: 2, name: 'Tag #vegan' }).waitFor();
    expect(await countLine().textContent()).toBe('5 recipes found');
    expect(await cardNames(recipeList())).toEqual(
      byName(['Avocado Toast', 'Lentil Soup', 'Vegan Brownies', 'Mango Smoothie', 'Hummus']),
    );
    expect(await page.evaluate(() => localStorage.getItem('recentTags'))).toBe('["vegan"]');
    // No recent-tag chips while a tag is chosen.
    expect(await page.getByRole('navigation', { name: 'Recent tags' }).count()).toBe(0);
  });

  it('links a recipe opened from a tag with from=tag and the tag', async () => {
    await recipeList().getByRole('link', { name: 'Hummus' }).click();
    await page.waitForURL((current) => current.pathname.startsWith('/recipe/'));
    expect(pathOf(page)).toBe(`/recipe/${idOf('Hummus')}?from=tag&tag=vegan&filter=tags`);
  });

  it('comes back to the tag’s recipes with the browser’s back, and forward again', async () => {
    await page.goBack();
    await page.waitForURL((current) => current.pathname === '/recipes');
    expect(query(page).get('tag')).toBe('vegan');
    await page.getByRole('heading', { level: 2, name: 'Tag #vegan' }).waitFor();
    expect(await cardNames(recipeList())).toContain('Hummus');
    await page.goForward();
    await page.waitForURL((current) => current.pathname === `/recipe/${idOf('Hummus')}`);
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Tag #vegan' }).waitFor();
  });

  it('removes the tag with the chip’s remove control', async () => {
    await page.getByRole('button', { name: 'Remove tag filter vegan' }).click();
    await page.getByRole('list', { name: 'Tags' }).waitFor();
    expect(query(page).get('tag')).toBeNull();
    expect(await recentTagNames()).toEqual(['#vegan']);
  });

  it('goes back from a tag to the tag grid', async () => {
    await tagTile('dinner').click();
    await page.getByRole('heading', { level: 2, name: 'Tag #dinner' }).waitFor();
    await page.getByRole('link', { name: 'Back to Tags' }).click();
    await page.getByRole('list', { name: 'Tags' }).waitFor();
    expect(query(page).get('tag')).toBeNull();
    expect(query(page).get('filter')).toBe('tags');
  });

  it('keeps 4 recent tags, newest first, without case duplicates, across a reload', async () => {
    for (const tag of ['dessert', 'quick', 'breakfast']) {
      await tagTile(tag).click();
      await page.getByRole('heading', { level: 2, name: `Tag #${tag}` }).waitFor();
      await page.getByRole('link', { name: 'Back to Tags' }).click();
      await page.getByRole('list', { name: 'Tags' }).waitFor();
    }
    expect(await recentTagNames()).toEqual(['#breakfast', '#quick', '#dessert', '#dinner']);
    // A tag link from elsewhere (a recipe's hash chip) in another case.
    await openRecipes('/recipes?tag=DESSERT');
    await page.getByRole('heading', { level: 2, name: 'Tag #DESSERT' }).waitFor();
    expect(await countLine().textContent()).toBe('3 recipes found');
    await page.getByRole('button', { name: 'Remove tag filter DESSERT' }).click();
    await page.getByRole('navigation', { name: 'Recent tags' }).waitFor();
    expect(await recentTagNames()).toEqual(['#DESSERT', '#breakfast', '#quick', '#dinner']);
    await page.reload();
    await page.getByRole('navigation', { name: 'Recent tags' }).waitFor();
    expect(await recentTagNames()).toEqual(['#DESSERT', '#breakfast', '#quick', '#dinner']);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('recentTags'))) ?? '[]'),
    ).toEqual(['DESSERT', 'breakfast', 'quick', 'dinner']);
  });

  it('chooses a recent tag with its chip', async () => {
    await page
      .getByRole('navigation', { name: 'Recent tags' })
      .getByRole('link', { name: 'quick' })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Tag #quick' }).waitFor();
    expect(query(page).get('tag')).toBe('quick');
    expect(query(page).get('view')).toBe('tags');
    expect(await countLine().textContent()).toBe('5 recipes found');
  });

  it('searches name, description, tags and ingredients, keeping q in the address', async () => {
    await openRecipes('/recipes');
    const before = await historyLength();
    await search('CHICKEN');
    expect(await countLine().textContent()).toBe('1 recipe found');
    expect(await cardNames(recipeList())).toEqual(['Chicken Tikka Masala']);
    expect(await historyLength()).toBe(before);
    await search('anchovies');
    await recipeList().getByRole('link', { name: 'Caesar Salad' }).waitFor();
    expect(await cardNames(recipeList())).toEqual(['Caesar Salad']);
    await search('buttermilk pancakes');
    await recipeList().getByRole('link', { name: 'Blueberry Pancakes' }).waitFor();
    await search('vegetarian');
    await recipeList().getByRole('link', { name: 'Shakshuka' }).waitFor();
    expect(await cardNames(recipeList())).toEqual(['Blueberry Pancakes', 'Shakshuka']);
    await screenshots(page, 'recipes-search');
  });

  it('links a search result with from=search and q', async () => {
    await recipeList().getByRole('link', { name: 'Shakshuka' }).click();
    await page.waitForURL((current) => current.pathname.startsWith('/recipe/'));
    expect(pathOf(page)).toBe(
      `/recipe/${idOf('Shakshuka')}?from=search&filter=courses&q=vegetarian`,
    );
    await page.goBack();
    await recipeList().getByRole('link', { name: 'Shakshuka' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search recipes' }).inputValue()).toBe(
      'vegetarian',
    );
  });

  it('says when nothing matches, in the chosen category too', async () => {
    await search('zzz');
    await page.getByRole('heading', { name: 'No recipes found matching "zzz"' }).waitFor();
    await openRecipes('/recipes?category=dinner&q=sushi');
    await page
      .getByRole('heading', { name: 'No recipes found matching "sushi" in Dinner' })
      .waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((current) => !current.searchParams.has('q'));
    await countLine().filter({ hasText: '3 recipes found in Dinner' }).waitFor();
  });

  it('links a recipe opened from a category with from=category', async () => {
    await recipeList().getByRole('link', { name: 'Pad Thai' }).click();
    await page.waitForURL((current) => current.pathname.startsWith('/recipe/'));
    expect(pathOf(page)).toBe(
      `/recipe/${idOf('Pad Thai')}?from=category&category=dinner&filter=courses`,
    );
    // The browser's back returns to the category's recipes, and so does the breadcrumb.
    await page.goBack();
    await page.waitForURL((current) => current.pathname === '/recipes');
    expect(query(page).get('category')).toBe('dinner');
    await countLine().filter({ hasText: '3 recipes found in Dinner' }).waitFor();
    await recipeList().getByRole('link', { name: 'Pad Thai' }).click();
    await page.getByRole('link', { name: 'Back to Dinner' }).click();
    await page.waitForURL((current) => current.pathname === '/recipes');
    await countLine().filter({ hasText: '3 recipes found in Dinner' }).waitFor();
    await page.getByRole('tab', { name: 'Courses', selected: true }).waitFor();
  });

  it('groups favorites by difficulty, the biggest group first', async () => {
    await openRecipes('/recipes');
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await page.waitForURL((current) => current.searchParams.get('filter') === 'favorites');
    await page.getByRole('heading', { level: 2, name: /^Medium/ }).waitFor();
    expect(await countLine().textContent()).toBe('5 recipes found');
    const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(groups).toEqual(['Medium3', 'Easy1', 'Hard1']);
    expect(await cardNames(page.getByRole('list', { name: 'Medium favorites' }))).toEqual([
      'Chicken Tikka Masala',
      'Lemon Tart',
      'Pad Thai',
    ]);
    expect(await cardNames(page.getByRole('list', { name: 'Hard favorites' }))).toEqual([
      'Beef Bourguignon',
    ]);
    await screenshots(page, 'recipes-favorites');
  });

  it('shows favorites as one flat list in list view, and keeps it on reload', async () => {
    await page.getByRole('button', { name: 'List view' }).click();
    await page.waitForURL((current) => current.searchParams.get('view') === 'list');
    await recipeList().waitFor();
    expect(await cardNames(recipeList())).toEqual(byName(favorites));
    await page.reload();
    await recipeList().waitFor();
    expect(await cardNames(recipeList())).toEqual(byName(favorites));
    expect(await page.getByRole('tab', { name: 'Favorites' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('lists every recipe by name in list view, and links them with from=list', async () => {
    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.waitForURL((current) => current.searchParams.get('filter') === 'courses');
    await recipeList().getByRole('link', { name: 'Avocado Toast' }).waitFor();
    expect(await countLine().textContent()).toBe('13 recipes found');
    // Windowed: the rows near the screen are rendered, in name order, and know the list's size.
    const names = byName(seeds.map((seed) => seed.name));
    const shown = await cardNames(recipeList());
    expect(shown.length).toBeGreaterThan(4);
    expect(shown).toEqual(names.slice(0, shown.length));
    expect(await recipeList().getByRole('listitem').first().getAttribute('aria-setsize')).toBe(
      '13',
    );
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = recipeList().getByRole('listitem').filter({ hasText: 'Vegan Brownies' });
    await last.waitFor();
    expect(await last.getAttribute('aria-posinset')).toBe('13');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'recipes-list');
    await recipeList().getByRole('link', { name: 'Beef Bourguignon' }).click();
    await page.waitForURL((current) => current.pathname.startsWith('/recipe/'));
    expect(pathOf(page)).toBe(`/recipe/${idOf('Beef Bourguignon')}?from=list&filter=courses`);
    await page.goBack();
    await recipeList().waitFor();
    expect(query(page).get('view')).toBe('list');
  });

  it('shows the 6 newest recipes on the Recent tab', async () => {
    await page.getByRole('button', { name: 'Category view' }).click();
    await page.getByRole('tab', { name: 'Recent' }).click();
    const recent = page.getByRole('list', { name: 'Recent recipes' });
    await recent.waitFor();
    expect(await cardNames(recent)).toEqual(
      seeds
        .slice(-6)
        .map((seed) => seed.name)
        .reverse(),
    );
  });

  it('clears the chosen category when another filter tab is chosen', async () => {
    await openRecipes('/recipes?category=lunch');
    await page.getByRole('heading', { level: 2, name: 'Lunch' }).waitFor();
    await page.getByRole('tab', { name: 'Tags' }).click();
    await page.getByRole('list', { name: 'Tags' }).waitFor();
    expect(query(page).get('category')).toBeNull();
    expect(query(page).get('filter')).toBe('tags');
  });

  it('restores every parameter from the address on reload', async () => {
    await openRecipes('/recipes?filter=favorites&view=list&category=dinner&q=thai');
    await recipeList().getByRole('link', { name: 'Pad Thai' }).waitFor();
    expect(await countLine().textContent()).toBe('1 recipe found in Dinner');
    await page.reload();
    await recipeList().getByRole('link', { name: 'Pad Thai' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search recipes' }).inputValue()).toBe('thai');
    expect(await page.getByRole('tab', { name: 'Favorites' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await recipeList().getByRole('link', { name: 'Pad Thai' }).click();
    await page.waitForURL((current) => current.pathname.startsWith('/recipe/'));
    expect(pathOf(page)).toBe(
      `/recipe/${idOf('Pad Thai')}?from=search&category=dinner&filter=favorites&q=thai`,
    );
  });

  it('shows 6 placeholders for a grid and 5 for a list while they load', async () => {
    const cases = [
      {
        path: '/recipes?filter=courses',
        operation: 'CourseGridQuery',
        testId: 'tile-skeleton',
        n: 6,
      },
      { path: '/recipes?filter=tags', operation: 'TagGridQuery', testId: 'tile-skeleton', n: 6 },
      {
        path: '/recipes?view=list',
        operation: 'RecipePageQuery',
        testId: 'recipe-card-skeleton',
        n: 5,
      },
      {
        path: '/recipes?tag=vegan',
        operation: 'RecipePageQuery',
        testId: 'recipe-card-skeleton',
        n: 6,
      },
    ];
    for (const { path, operation, testId, n } of cases) {
      // A fresh page load, so nothing is in the cache yet; the answer waits until counted.
      const held = await holdRequests(page, '**/graphql', isOperation(operation));
      await openRecipes(path);
      await page.getByTestId(testId).first().waitFor();
      expect(await page.getByTestId(testId).count(), path).toBe(n);
      held.release();
      await page.getByTestId(testId).first().waitFor({ state: 'detached' });
      await held.stop();
    }
  });

  it('keeps the previous results on screen while a new search loads', async () => {
    await openRecipes('/recipes?view=list');
    await recipeList().getByRole('link', { name: 'Avocado Toast' }).waitFor();
    const { release } = await holdRequests(page, '**/graphql', (request) =>
      Boolean(request.postData()?.includes('"search":"soup"')),
    );
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('soup');
    await page.waitForURL((current) => current.searchParams.get('q') === 'soup');
    await page.getByTestId('results-updating').waitFor();
    expect(await cardNames(recipeList())).toContain('Avocado Toast');
    expect(await page.getByTestId('recipe-card-skeleton').count()).toBe(0);
    release();
    await page.getByTestId('results-updating').waitFor({ state: 'detached' });
    expect(await cardNames(recipeList())).toEqual(['Lentil Soup']);
    await page.unroute('**/graphql');
  });
});

describe('the recipes screen of a new cook', () => {
  it('shows every empty message and the favorites placeholder', async () => {
    if (!browser || !server) throw new Error('not started');
    const fresh = await signedInPage(browser, server.baseUrl, newUser('Bea', 'Newcomer'));
    const previous = page;
    page = fresh.page;
    try {
      await openRecipes('/recipes');
      await page
        .getByRole('heading', {
          name: 'No courses available yet. Add some recipes to get started!',
        })
        .waitFor();
      await page.getByRole('tab', { name: 'Tags' }).click();
      await page
        .getByRole('heading', { name: 'No tags available yet. Add some recipes to get started!' })
        .waitFor();
      await page.getByRole('tab', { name: 'Favorites' }).click();
      await page.getByRole('heading', { name: 'No Favorites Yet' }).waitFor();
      await page
        .getByText('No favorites yet. Tap the heart on a recipe to add it to Favorites.')
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'List view' }).click();
      await page
        .getByRole('heading', {
          name: 'No favorites yet. Tap the heart on a recipe to add it to Favorites.',
        })
        .waitFor();
      await page.getByRole('tab', { name: 'Courses' }).click();
      await page
        .getByRole('heading', { name: 'No recipes yet. Add your first recipe to get started!' })
        .waitFor();
      const add = page.getByRole('main').getByRole('link', { name: 'Add Recipe' });
      expect(await add.getAttribute('href')).toBe('/add-recipe');
      await page.getByRole('button', { name: 'Category view' }).click();
      await page.getByRole('tab', { name: 'Recent' }).click();
      await page
        .getByRole('heading', {
          name: 'No recent recipes available yet. Add some recipes to get started!',
        })
        .waitFor();
      await search('pancakes');
      await page.getByRole('heading', { name: 'No recipes found matching "pancakes"' }).waitFor();
    } finally {
      await fresh.context.close();
      page = previous;
    }
  });
});

describe('a long collection', () => {
  // How fast it is with 2,000 recipes is measured in bench/recipes-screen.bench.ts; this checks
  // that long lists are windowed, still reach their last recipe, and keep the cook's place.
  it('keeps only the visible part of the list in the page, reaches its end and keeps the place', async () => {
    if (!browser || !server) throw new Error('not started');
    const long = await signedInPage(browser, server.baseUrl, newUser('Lotte', 'Recipes'));
    const previous = page;
    page = long.page;
    try {
      const total = (await seedCollection(server.baseUrl, long.token, 150)).length;
      const windows: Array<{ offset: number; limit: number }> = [];
      page.on('request', (request) => {
        const body = request.postDataJSON() as {
          operationName?: string;
          variables?: { offset: number; limit: number };
        } | null;
        if (body?.operationName === 'RecipePageQuery' && body.variables) {
          windows.push({ offset: body.variables.offset, limit: body.variables.limit });
        }
      });
      await openRecipes('/recipes?view=list');
      await countLine()
        .filter({ hasText: `${total} recipes found` })
        .waitFor();
      expect(await recipeList().getByRole('listitem').count()).toBeLessThan(40);
      // Only the first page was read to show the first screen, with the count for all of them.
      expect(windows).toEqual([{ offset: 0, limit: 60 }]);
      expect(await recipeList().getByRole('listitem').first().getAttribute('aria-setsize')).toBe(
        String(total),
      );
      for (let step = 1; step <= 10; step += 1) {
        await page.evaluate(
          (part) => window.scrollTo(0, document.body.scrollHeight * part),
          step / 10,
        );
        await page.waitForTimeout(50);
      }
      // The last recipe itself, once its page has loaded in place of the placeholder.
      await recipeList().locator(`[aria-posinset="${total}"] a`).waitFor();
      expect(await recipeList().getByRole('listitem').count()).toBeLessThan(40);
      // The rest was read as it came into view, a page at a time, each page once.
      expect(windows.map((window) => window.offset)).toEqual([0, 60, 120]);

      // Halfway down, a recipe opens at its top; back returns to the same place in the list.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await page.waitForTimeout(300);
      const listScroll = await page.evaluate(() => window.scrollY);
      const name = await page.evaluate(() => {
        const inView = [...document.querySelectorAll('main [role="listitem"] a[href^="/recipe/"]')]
          .map((link) => ({ link, top: link.getBoundingClientRect().top }))
          .find(({ top }) => top > 120 && top < window.innerHeight - 260);
        return inView?.link.textContent ?? '';
      });
      expect(name).not.toBe('');
      await recipeList().getByRole('link', { name, exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await countLine()
        .filter({ hasText: `${total} recipes found` })
        .waitFor();
      await page.waitForFunction(
        (expected) => Math.abs(window.scrollY - expected) < 120,
        listScroll,
        { timeout: 5000 },
      );
    } finally {
      await long.context.close();
      page = previous;
    }
  });
});
