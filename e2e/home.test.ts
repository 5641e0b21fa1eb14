import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipes, graphqlAs, newUser, type SeedRecipe, signedInPage } from './app-user.ts';
import { launchBrowser } from './launch-browser.ts';
import { holdRequests, isOperation, pathOf, screenshots } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let recipeIds: number[] = [];

const cook = newUser('Ada', 'Lovelace');

// Created in this order, so the newest three are the last three.
const recipes: SeedRecipe[] = [
  { name: 'Banana Bread', prepTime: 20, servings: 8, difficulty: 'EASY', tags: ['breakfast'] },
  { name: 'Shakshuka', prepTime: 30, servings: 4, difficulty: 'MEDIUM', tags: ['brunch'] },
  {
    name: 'Chicken Tikka Masala',
    description: 'Charred chicken in a creamy, spiced tomato sauce.',
    prepTime: 45,
    servings: 4,
    difficulty: 'MEDIUM',
    tags: ['dinner', 'indian', 'spicy'],
  },
  { name: 'Lemon Tart', prepTime: 60, servings: 8, difficulty: 'HARD', tags: ['dessert'] },
  { name: 'Mango Smoothie', prepTime: 5, servings: 2, difficulty: 'EASY', tags: ['drink'] },
];

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  let token: string;
  ({ context, page, token } = await signedInPage(browser, server.baseUrl, cook));
  recipeIds = await createRecipes(server.baseUrl, token, recipes);
  // Real pictures for the screenshots (the local provider draws them offline).
  for (const id of recipeIds.slice(-3)) {
    await graphqlAs(
      server.baseUrl,
      token,
      'mutation Draw($id: Int!) { generateRecipeImage(id: $id) { __typename } }',
      { id },
    );
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('home with recipes', () => {
  it('greets the cook by first name and offers Add Recipe', async () => {
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' }).waitFor();
    const add = page.getByRole('link', { name: 'Add Recipe' });
    expect(await add.count()).toBe(1);
    expect(await add.getAttribute('href')).toBe('/add-recipe');
  });

  it('shows the three newest recipes, newest first', async () => {
    const card = page.getByRole('region', { name: 'Recent Recipes' });
    await card.getByRole('link', { name: 'Mango Smoothie' }).waitFor();
    const names = await card.getByRole('listitem').getByRole('heading').allTextContents();
    expect(names).toEqual(['Mango Smoothie', 'Lemon Tart', 'Chicken Tikka Masala']);
  });

  it('shows the assistant tip with the five example prompts and the website link', async () => {
    const tip = page.getByRole('region', { name: 'Your cooking assistant' });
    await tip.getByText('chat bubble').waitFor();
    const prompts = await tip.getByRole('listitem').allTextContents();
    expect(prompts).toEqual([
      '“Suggest a 30-minute dinner with chicken”',
      '“Make this recipe keto friendly”',
      '“Save this recipe”',
      '“Add ingredients to shopping list”',
      '“Walk me through step-by-step”',
    ]);
    const website = page.getByRole('link', { name: /Visit our website/ });
    const href = await website.getAttribute('href');
    expect(href).toBe(`${server?.marketingUrl}/`);
    await screenshots(page, 'home');
  });

  it('opens a recipe at /recipe/{id} with no query', async () => {
    await page
      .getByRole('region', { name: 'Recent Recipes' })
      .getByRole('link', { name: 'Lemon Tart' })
      .click();
    await page.waitForURL((current) => current.pathname.startsWith('/recipe/'));
    expect(pathOf(page)).toBe(`/recipe/${recipeIds[3]}`);
  });

  it('goes to /recipes with View All', async () => {
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL((current) => current.pathname === '/recipes');
    expect(pathOf(page)).toBe('/recipes');
    await page.getByRole('heading', { level: 1, name: 'My Recipes' }).waitFor();
  });

  it('shows three skeleton rows while the recipes load', async () => {
    const fresh = await context.newPage();
    // Hold the recent recipes back until the skeletons were seen.
    const { release } = await holdRequests(
      fresh,
      '**/graphql',
      isOperation('RecentRecipesCardQuery'),
    );
    await fresh.goto(url('/'));
    const region = fresh.getByRole('region', { name: 'Recent Recipes' });
    await region.getByTestId('recipe-card-skeleton').first().waitFor();
    expect(await region.getByTestId('recipe-card-skeleton').count()).toBe(3);
    release();
    await region.getByRole('link', { name: 'Mango Smoothie' }).waitFor();
    expect(await region.getByTestId('recipe-card-skeleton').count()).toBe(0);
    await fresh.close();
  });
});

describe('home for a new cook', () => {
  it('shows Ready to Start Cooking? with an Add Recipe button', async () => {
    if (!browser || !server) throw new Error('not started');
    const fresh = await signedInPage(browser, server.baseUrl, newUser('Bea', 'Newcomer'));
    const previous = page;
    page = fresh.page;
    try {
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Bea' }).waitFor();
      const region = page.getByRole('region', { name: 'Recent Recipes' });
      await region.getByRole('heading', { name: 'Ready to Start Cooking?' }).waitFor();
      const add = region.getByRole('link', { name: 'Add Recipe' });
      expect(await add.getAttribute('href')).toBe('/add-recipe');
      expect(await region.getByRole('link', { name: 'View All' }).count()).toBe(0);
      // Without the sign-up toast over it.
      await page.reload();
      await region.getByRole('heading', { name: 'Ready to Start Cooking?' }).waitFor();
      await screenshots(page, 'home-empty');
      await add.click();
      await page.waitForURL((current) => current.pathname === '/add-recipe');
    } finally {
      await fresh.context.close();
      page = previous;
    }
  });
});
