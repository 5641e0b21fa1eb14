import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokenOf,
  createRecipes,
  graphqlAs,
  newUser,
  type SeedRecipe,
  signedInPage,
  signUpInBrowser,
} from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import {
  holdRequests,
  isOperation,
  pathOf,
  screenshots,
  toastShown as toastShownOn,
} from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let token: string;

const cook = newUser('Julia', 'Child');
const stranger = newUser('Marcella', 'Hazan');

type Seed = SeedRecipe & {
  nutrition?: { protein: number; fat: number; carbs: number; calories: number };
};

const lemonChicken: Seed = {
  name: 'Lemon Herb Chicken',
  description: 'Juicy chicken thighs roasted with lemon, garlic and thyme. Ready for a weeknight.',
  prepTime: 20,
  servings: 4,
  difficulty: 'MEDIUM',
  ingredients: [
    '2 chicken thighs',
    '1 1/2 tbsp olive oil',
    '½ tsp salt',
    'Black pepper to taste',
    '2-3 cloves garlic',
  ],
  instructions: [
    'Heat the oven to 200 °C.',
    'Rub the chicken with oil, salt, pepper and garlic.',
    'Roast for 35 minutes until golden.',
  ],
  tags: ['dinner', 'quick'],
  nutrition: { protein: 31.4, fat: 9.6, carbs: 2.2, calories: 221 },
};

let chickenId: number;
let soupId: number;
let toDeleteId: number;
let strangerRecipeId: number;
let frittataId: number;
let crumbleId: number;

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

/** The toast with this title (and description) on the cook's page; answers its variant. */
function toastShown(title: string, description?: string): Promise<string | null> {
  return toastShownOn(page, title, description);
}

interface Failure {
  /** 'server' answers 500, 'graphql' answers 200 with errors, 'network' drops the request. */
  kind?: 'server' | 'graphql' | 'network';
}

/** Makes one GraphQL operation fail; every other request goes through. Answers the undo. */
async function failOperation(
  operationName: string,
  { kind = 'server' }: Failure = {},
): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== operationName) return route.fallback();
    if (kind === 'network') return route.abort('connectionreset');
    await route.fulfill({
      status: kind === 'server' ? 500 : 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message: 'Simulated outage' }] }),
    });
  };
  await page.route('**/graphql', handler);
  return () => page.unroute('**/graphql', handler);
}

interface StoredRecipe {
  name: string;
  description: string | null;
  prepTime: number;
  servings: number;
  difficulty: string;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  isFavorite: boolean;
  isShared: boolean;
  imageUrl: string | null;
}

async function storedRecipe(id: number): Promise<StoredRecipe | null> {
  const data = await graphqlAs<{ recipe: StoredRecipe | null }>(
    server?.baseUrl ?? '',
    token,
    `query StoredRecipe($id: Int!) {
      recipe(id: $id) {
        name description prepTime servings difficulty ingredients instructions tags
        isFavorite isShared imageUrl
      }
    }`,
    { id },
  );
  return data.recipe;
}

async function openRecipe(id: number, query = ''): Promise<void> {
  await page.goto(url(`/recipe/${id}${query}`));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();

  // Someone else's recipe: it must stay invisible to our cook.
  const strangerSession = await signedInPage(browser, server.baseUrl, stranger);
  [strangerRecipeId] = (await createRecipes(server.baseUrl, strangerSession.token, [
    { name: 'Secret Ragù', ingredients: ['1 kg beef'], instructions: ['Simmer.'] },
  ])) as [number];
  await strangerSession.context.close();

  context = await browser.newContext({ viewport: viewports.phone });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: server.baseUrl,
  });
  // Desktop Chromium may offer the Web Share API; the copy path is tested here (see below).
  await context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  page = await context.newPage();
  await signUpInBrowser(page, server.baseUrl, cook);
  token = await accessTokenOf(page);
  const seeds: Seed[] = [
    lemonChicken,
    {
      name: 'Tomato Soup',
      description: 'A quick pantry soup.',
      prepTime: 10,
      servings: 2,
      difficulty: 'EASY',
      ingredients: ['1 can tomatoes', '1 onion'],
      instructions: ['Simmer everything.', 'Blend.'],
      tags: ['lunch', 'vegan'],
    },
    { name: 'Burnt Toast', ingredients: ['1 slice bread'], instructions: ['Forget it.'] },
    {
      name: 'Garden Frittata',
      prepTime: 25,
      servings: 4,
      ingredients: ['6 eggs', '1 zucchini'],
      instructions: ['Whisk.', 'Bake.'],
      tags: ['brunch'],
    },
    { name: 'Pear Crumble', ingredients: ['4 pears'], instructions: ['Bake.'], tags: ['dessert'] },
  ];
  [chickenId, soupId, toDeleteId, frittataId, crumbleId] = (await createRecipes(
    server.baseUrl,
    token,
    seeds,
  )) as [number, number, number, number, number];
});

// A test that failed before lifting its simulated failure must not fail the ones after it.
afterEach(async () => {
  await page?.unrouteAll({ behavior: 'ignoreErrors' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('viewing a recipe', () => {
  it('shows the image header, facts, nutrition per serving and tags', async () => {
    await openRecipe(chickenId);
    await page.getByRole('heading', { level: 1, name: lemonChicken.name }).waitFor();
    await page.getByText(lemonChicken.description ?? '').waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await crumbs.getByRole('link', { name: 'My Recipes' }).getAttribute('href')).toBe(
      '/recipes',
    );
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(lemonChicken.name);

    const facts = page.locator('dl').first();
    expect(await facts.textContent()).toContain('Prep time20 min');
    expect(await facts.textContent()).toContain('Servings4');
    expect(await facts.textContent()).toContain('DifficultyMedium');

    const nutrition = page.getByRole('region', { name: 'Nutrition per serving' });
    const figures = (await nutrition.locator('dl').textContent()) ?? '';
    expect(figures).toContain('221kcal');
    expect(figures).toContain('31 g');
    expect(figures).toContain('9.6 g');
    expect(figures).toContain('2.2 g');

    const tags = page.getByRole('list', { name: 'Tags' });
    expect(await tags.getByRole('link', { name: '#dinner' }).getAttribute('href')).toBe(
      '/recipes?tag=dinner',
    );
    expect(await tags.getByRole('link', { name: '#quick' }).getAttribute('href')).toBe(
      '/recipes?tag=quick',
    );
    // No picture yet: the header offers to draw one.
    await page.getByRole('button', { name: 'Generate image' }).waitFor();
    await screenshots(page, 'detail-view');
  });

  it('shows the ingredients and the numbered instructions in tabs', async () => {
    const ingredientsTab = page.getByRole('tab', { name: /Ingredients/ });
    expect(await ingredientsTab.getAttribute('aria-selected')).toBe('true');
    for (const line of lemonChicken.ingredients ?? []) {
      await page.getByRole('tabpanel').getByText(line, { exact: true }).waitFor();
    }
    await page.getByRole('tab', { name: /Instructions/ }).click();
    const steps = page.getByRole('tabpanel').locator('ol > li');
    expect(await steps.count()).toBe(3);
    expect(await steps.nth(0).textContent()).toBe('1Step 1: Heat the oven to 200 °C.');
    expect(await steps.nth(2).textContent()).toBe('3Step 3: Roast for 35 minutes until golden.');
    await page.getByRole('tab', { name: /Ingredients/ }).click();
  });

  it('scales ingredient amounts to other servings and leaves lines without one alone', async () => {
    const panel = page.getByRole('tabpanel');
    for (let step = 0; step < 4; step++) {
      await page.getByRole('button', { name: 'More servings' }).click();
    }
    expect(await page.getByLabel('Servings shown').textContent()).toBe('8');
    await panel.getByText('Amounts scaled from 4').waitFor();
    for (const line of [
      '4 chicken thighs',
      '3 tbsp olive oil',
      '1 tsp salt',
      'Black pepper to taste',
      '4-6 cloves garlic',
    ]) {
      await panel.getByText(line, { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await panel.getByText('1 1/8 tbsp olive oil', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reset to 4 servings' }).click();
    await panel.getByText('1 1/2 tbsp olive oil', { exact: true }).waitFor();
  });

  it('opens the recipes list filtered by a tag chip', async () => {
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: '#dinner' }).click();
    await page.waitForURL((current) => current.pathname === '/recipes');
    expect(new URL(page.url()).searchParams.get('tag')).toBe('dinner');
  });
});

describe('the back link follows where the recipe was opened from', () => {
  /** What the recipes screen must show on arrival: the selected filter tab and a landmark. */
  interface Arrival {
    tab: 'Courses' | 'Tags' | 'Favorites' | 'Recent';
    shows: (page: Page) => ReturnType<Page['getByRole']>;
  }
  const courseGrid = (p: Page) => p.getByRole('list', { name: 'Courses' });
  const origins: Array<{ query: string; label: string; target: string; arrival: Arrival }> = [
    {
      query: '',
      label: 'My Recipes',
      target: '/recipes',
      arrival: { tab: 'Courses', shows: courseGrid },
    },
    {
      query: '?from=tag&tag=vegan',
      label: 'Back to #vegan',
      target: '/recipes?tag=vegan',
      arrival: { tab: 'Tags', shows: (p) => p.getByRole('heading', { name: 'Tag #vegan' }) },
    },
    {
      query: '?from=tag',
      label: 'Back to Tags',
      target: '/recipes?view=tags',
      arrival: { tab: 'Tags', shows: (p) => p.getByRole('list', { name: 'Tags' }) },
    },
    {
      query: '?from=search&q=soup&filter=courses',
      label: 'Back to Search Results',
      target: '/recipes',
      arrival: { tab: 'Courses', shows: courseGrid },
    },
    {
      query: '?from=category&category=lunch&filter=courses',
      label: 'Back to Lunch',
      target: '/recipes?category=lunch&filter=courses',
      arrival: {
        tab: 'Courses',
        shows: (p) => p.getByRole('status').filter({ hasText: /recipes? found in Lunch$/ }),
      },
    },
    {
      query: '?from=category&category=desserts&filter=recent',
      label: 'Back to Desserts',
      target: '/recipes?category=desserts&filter=recent',
      arrival: { tab: 'Recent', shows: (p) => p.getByRole('heading', { name: 'Desserts' }) },
    },
    {
      query: '?from=list',
      label: 'Back to Recipe List',
      target: '/recipes?view=list',
      arrival: {
        tab: 'Courses',
        shows: (p) => p.getByRole('button', { name: 'List view', pressed: true }),
      },
    },
  ];

  it.each(origins)('opened with "$query" goes back to $target as "$label"', async (origin) => {
    await openRecipe(soupId, origin.query);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const link = crumbs.getByRole('link', { name: origin.label, exact: true });
    expect(await link.getAttribute('href')).toBe(origin.target);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Tomato Soup');
    const visited: string[] = [];
    const record = () => visited.push(pathOf(page));
    page.on('framenavigated', record);
    await link.click();
    await page.waitForURL((current) => current.pathname === '/recipes');
    page.off('framenavigated', record);
    expect(visited[0]).toBe(origin.target);
    // The screen it lands on is the one the label promised, not just its address.
    await origin.arrival.shows(page).first().waitFor();
    await page.getByRole('tab', { name: origin.arrival.tab, selected: true }).waitFor();
    // The browser's back returns to the recipe.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Tomato Soup' }).waitFor();
  });

  it('goes Home from the breadcrumb', async () => {
    await openRecipe(soupId, '?from=list');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForURL((current) => current.pathname === '/');
  });
});

describe('recipe actions', () => {
  it('favorites and unfavorites with a toast each way', async () => {
    await openRecipe(chickenId);
    const heart = page.getByRole('button', { name: 'Favorite' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    expect(await toastShown('Added to Favorites')).toBe('default');
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect((await storedRecipe(chickenId))?.isFavorite).toBe(true);
    await heart.click();
    await toastShown('Removed from Favorites');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect((await storedRecipe(chickenId))?.isFavorite).toBe(false);
  });

  it('shows the favorite at once and reverts it when saving fails', async () => {
    const lift = await failOperation('SetRecipeFavoriteMutation');
    const held = await holdRequests(page, '**/graphql', isOperation('SetRecipeFavoriteMutation'));
    const heart = page.getByRole('button', { name: 'Favorite' });
    await heart.click();
    // Optimistic: the heart fills while the server's answer is still held back.
    await page.getByRole('button', { name: 'Favorite', pressed: true }).waitFor();
    held.release();
    expect(await toastShown('Error', 'Failed to update favorite status')).toBe('destructive');
    await page.getByRole('button', { name: 'Favorite', pressed: false }).waitFor();
    await held.stop();
    await lift();
    expect((await storedRecipe(chickenId))?.isFavorite).toBe(false);
  });

  it('shares a private recipe first, then copies its public link', async () => {
    expect((await storedRecipe(chickenId))?.isShared).toBe(false);
    await page.getByRole('button', { name: 'Share' }).click();
    await toastShown('Link Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(url(`/shared/recipe/${chickenId}`));
    expect((await storedRecipe(chickenId))?.isShared).toBe(true);
    await page.getByRole('main').getByText('Anyone with the link can view this recipe.').waitFor();
    const publicView = await graphqlAs<{ sharedRecipe: { name: string } | null }>(
      server?.baseUrl ?? '',
      null,
      'query Public($id: Int!) { sharedRecipe(id: $id) { name } }',
      { id: chickenId },
    );
    expect(publicView.sharedRecipe?.name).toBe(lemonChicken.name);
  });

  it('stops sharing on request', async () => {
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await toastShown('Sharing Stopped', 'The link no longer opens this recipe.');
    await page
      .getByText('Anyone with the link can view this recipe.')
      .waitFor({ state: 'detached' });
    expect((await storedRecipe(chickenId))?.isShared).toBe(false);
  });

  it("uses the phone's share sheet when there is one", async () => {
    const sharePage = await context.newPage();
    await sharePage.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    await sharePage.goto(url(`/recipe/${soupId}`));
    await sharePage.getByRole('button', { name: 'Share' }).click();
    await sharePage.waitForFunction(
      () => (window as unknown as { shareCalls: ShareData[] }).shareCalls.length === 1,
    );
    const [shared] = await sharePage.evaluate(
      () => (window as unknown as { shareCalls: ShareData[] }).shareCalls,
    );
    expect(shared?.url).toBe(url(`/shared/recipe/${soupId}`));
    expect(shared?.title).toBe('Tomato Soup');
    expect(
      await sharePage.locator('li[data-variant]').filter({ hasText: 'Link Copied' }).count(),
    ).toBe(0);
    await sharePage.close();
  });

  it('adds the ingredients to the shopping list', async () => {
    await page.getByRole('button', { name: 'Add to Shopping List' }).click();
    await toastShown('Shopping List Updated');
    const { shoppingList } = await graphqlAs<{
      shoppingList: { name: string; recipeIds: number[] }[];
    }>(server?.baseUrl ?? '', token, '{ shoppingList { name recipeIds } }');
    const fromChicken = shoppingList.filter((item) => item.recipeIds.includes(chickenId));
    expect(fromChicken.length).toBeGreaterThanOrEqual(3);
    expect(fromChicken.map((item) => item.name.toLowerCase()).join(' ')).toContain('chicken');
  });

  it('says so when the shopping list cannot be updated', async () => {
    const lift = await failOperation('GenerateShoppingListMutation');
    await page.getByRole('button', { name: 'Add to Shopping List' }).click();
    expect(
      await toastShown(
        'Failed to generate list',
        'Could not add ingredients to shopping list. Please try again.',
      ),
    ).toBe('destructive');
    await lift();
  });

  it('says so when an image cannot be generated', async () => {
    const lift = await failOperation('GenerateRecipeImageMutation');
    await page.getByRole('button', { name: 'Generate image' }).click();
    expect(
      await toastShown('Generation Failed', 'Failed to generate image. Please try again.'),
    ).toBe('destructive');
    await lift();
    expect((await storedRecipe(chickenId))?.imageUrl).toBeNull();
  });

  it('generates an image with a busy button, then shows it', async () => {
    const held = await holdRequests(page, '**/graphql', isOperation('GenerateRecipeImageMutation'));
    await page.getByRole('button', { name: 'Generate image' }).click();
    const busy = page.getByRole('button', { name: 'Generating image…' });
    await busy.waitFor();
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    expect(await busy.isDisabled()).toBe(true);
    held.release();
    await toastShown('Image Generated');
    await held.stop();
    const stored = await storedRecipe(chickenId);
    expect(stored?.imageUrl).toBeTruthy();
    const image = page.getByRole('img', { name: lemonChicken.name });
    expect(await image.getAttribute('src')).toBe(stored?.imageUrl);
    await page.waitForFunction((name) => {
      const element = document.querySelector<HTMLImageElement>(`img[alt="${name}"]`);
      return element?.complete && element.naturalWidth > 0;
    }, lemonChicken.name);
    // Now there is a picture: a smaller button draws another one.
    await page.getByRole('button', { name: 'Generate a new image' }).waitFor();
    await screenshots(page, 'detail-view-image');
  });
});

describe('editing', () => {
  it('edits every field and saves', async () => {
    await openRecipe(chickenId);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit recipe' }).waitFor();
    await page.getByLabel('Name').fill('Lemon Thyme Chicken');
    await page.getByLabel('Description').fill('Roasted with lemon and thyme.');
    await page.getByLabel('Prep time (minutes)').fill('35');
    await page.getByLabel('Servings', { exact: true }).fill('6');
    await page.getByText('Hard', { exact: true }).click();
    await page.getByRole('button', { name: 'Remove ingredient 4' }).click();
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    await page.getByRole('textbox', { name: 'Ingredient 5' }).fill('1 bunch thyme');
    await page.getByRole('button', { name: 'Remove step 1' }).click();
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('textbox', { name: 'Step 3' }).fill('Rest for 5 minutes.');
    await page.getByRole('button', { name: 'Remove tag quick' }).click();
    await page.getByLabel('New tag').fill('#Citrus');
    await page.getByLabel('New tag').press('Enter');
    await screenshots(page, 'detail-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await toastShown('Recipe Updated')).toBe('default');

    await page.getByRole('heading', { level: 1, name: 'Lemon Thyme Chicken' }).waitFor();
    await page.getByText('Roasted with lemon and thyme.').waitFor();
    const facts = (await page.locator('dl').first().textContent()) ?? '';
    expect(facts).toContain('Prep time35 min');
    expect(facts).toContain('Servings6');
    expect(facts).toContain('DifficultyHard');
    await page.getByRole('tabpanel').getByText('1 bunch thyme', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: '#Citrus' }).waitFor();
    expect(await storedRecipe(chickenId)).toMatchObject({
      name: 'Lemon Thyme Chicken',
      description: 'Roasted with lemon and thyme.',
      prepTime: 35,
      servings: 6,
      difficulty: 'HARD',
      ingredients: [
        '2 chicken thighs',
        '1 1/2 tbsp olive oil',
        '½ tsp salt',
        '2-3 cloves garlic',
        '1 bunch thyme',
      ],
      instructions: [
        'Rub the chicken with oil, salt, pepper and garlic.',
        'Roast for 35 minutes until golden.',
        'Rest for 5 minutes.',
      ],
      tags: ['dinner', 'Citrus'],
    });
  });

  it('saves prep time and servings that are not numbers as 0', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Prep time (minutes)').fill('');
    await page.getByLabel('Servings', { exact: true }).fill('a few');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastShown('Recipe Updated');
    // The previous test's 'Recipe Updated' toast may still be showing: wait for the save itself.
    await expect.poll(() => storedRecipe(chickenId)).toMatchObject({ prepTime: 0, servings: 0 });
  });

  it('discards changes on cancel', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name').fill('Something else entirely');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lemon Thyme Chicken' }).waitFor();
    expect((await storedRecipe(chickenId))?.name).toBe('Lemon Thyme Chicken');
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('Lemon Thyme Chicken');
  });

  it("shows the server's validation message next to the field", async () => {
    await page.getByLabel('Name').fill('   ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await toastShown('Update Failed')).toBe('destructive');
    const name = page.getByLabel('Name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Name is required.');
    await name.fill('Lemon Thyme Chicken');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it("says Update Failed with the server's message when it answers with an error", async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const lift = await failOperation('UpdateRecipeMutation', { kind: 'graphql' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(await toastShown('Update Failed', 'Simulated outage')).toBe('destructive');
    await lift();
    // Still editing: nothing typed is lost.
    await page.getByRole('heading', { name: 'Edit recipe' }).waitFor();
  });

  it('says Update Failed in plain words when the server cannot be reached', async () => {
    const lift = await failOperation('UpdateRecipeMutation', { kind: 'network' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect(
      await toastShown('Update Failed', 'Could not save your changes. Please try again.'),
    ).toBe('destructive');
    await lift();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('deleting', () => {
  it('asks first and keeps the recipe on cancel', async () => {
    await openRecipe(toDeleteId);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Delete recipe' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this recipe?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Burnt Toast will be removed from your recipes.');
    // Focus starts on Cancel, and Escape closes the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedRecipe(toDeleteId)).not.toBeNull();
  });

  it('says Delete Failed when the server cannot be reached', async () => {
    const lift = await failOperation('DeleteRecipeMutation');
    await page.getByRole('button', { name: 'Delete recipe' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(await toastShown('Delete Failed')).toBe('destructive');
    await lift();
    expect(await storedRecipe(toDeleteId)).not.toBeNull();
  });

  it('deletes, says Recipe Deleted and returns to the recipes list', async () => {
    await page.getByRole('button', { name: 'Delete recipe' }).click();
    await screenshots(page, 'detail-delete-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    expect(await toastShown('Recipe Deleted')).toBe('default');
    await page.waitForURL((current) => current.pathname === '/recipes');
    expect(await storedRecipe(toDeleteId)).toBeNull();
  });
});

describe('the recipes list follows changes without a reload', () => {
  const card = (name: string) =>
    page.locator('article').filter({ has: page.getByRole('link', { name, exact: true }) });

  it('shows a renamed, favorited recipe with its new picture', async () => {
    await page.goto(url('/recipes?view=list'));
    await page.getByRole('link', { name: 'Garden Frittata', exact: true }).click();
    await page.waitForURL((current) => current.pathname === `/recipe/${frittataId}`);
    const back = page.getByRole('link', { name: 'Back to Recipe List' });
    await back.waitFor();

    await page.getByRole('button', { name: 'Favorite' }).click();
    await toastShown('Added to Favorites');
    await page.getByRole('button', { name: 'Generate image' }).click();
    await toastShown('Image Generated');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name').fill('Summer Garden Frittata');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastShown('Recipe Updated');

    // Back through the app: the list is not loaded again from scratch by a page reload.
    await back.click();
    await page.waitForURL((current) => current.search === '?view=list');
    const renamed = card('Summer Garden Frittata');
    await renamed.waitFor();
    expect(await page.getByRole('link', { name: 'Garden Frittata', exact: true }).count()).toBe(0);
    expect(await renamed.getByRole('heading').textContent()).toContain(', favorite');
    const { imageUrl } = (await storedRecipe(frittataId)) ?? {};
    expect(imageUrl).toBeTruthy();
    expect(await renamed.locator('img').getAttribute('src')).toBe(imageUrl);

    await page.getByRole('tab', { name: 'Favorites' }).click();
    await card('Summer Garden Frittata').waitFor();
  });

  it('drops a deleted recipe from the list', async () => {
    await page.goto(url('/recipes?view=list'));
    await page.getByRole('link', { name: 'Pear Crumble', exact: true }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Delete recipe' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toastShown('Recipe Deleted');
    await page.waitForURL((current) => current.pathname === '/recipes');
    await page.getByRole('button', { name: 'List view' }).click();
    await card('Tomato Soup').waitFor();
    expect(await page.getByRole('link', { name: 'Pear Crumble', exact: true }).count()).toBe(0);
    expect(await storedRecipe(crumbleId)).toBeNull();
  });
});

describe('a recipe that is not there', () => {
  it.each([
    ['a missing id', () => '/recipe/987654'],
    ['an id that is not a number', () => '/recipe/not-a-number'],
    ["another cook's recipe", () => `/recipe/${strangerRecipeId}`],
  ])('shows Recipe not found for %s', async (_case, path) => {
    await page.goto(url(path()));
    await page.getByRole('heading', { level: 1, name: 'Recipe not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to My Recipes' }).waitFor();
    expect(await page.title()).toBe('Recipe not found');
  });

  it('offers the way back it was opened from', async () => {
    await page.goto(url('/recipe/987654?from=tag&tag=vegan'));
    await page.getByRole('heading', { level: 1, name: 'Recipe not found' }).waitFor();
    await screenshots(page, 'detail-not-found');
    await page.getByRole('main').getByRole('link', { name: 'Back to #vegan' }).last().click();
    await page.waitForURL((current) => current.pathname === '/recipes');
  });
});
