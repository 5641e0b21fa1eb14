import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipes, graphqlAs, newUser, type SeedRecipe, signedInPage } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { screenshots, toastShown } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;

const owner = newUser('Samin', 'Nosrat');
const friend = newUser('Yotam', 'Ottolenghi');
let ownerToken: string;
let friendToken: string;

const shakshuka: SeedRecipe & {
  nutrition: { protein: number; fat: number; carbs: number; calories: number };
} = {
  name: 'Weeknight Shakshuka',
  description: 'Eggs poached in a smoky tomato and pepper sauce. Mop it up with warm bread.',
  prepTime: 15,
  servings: 2,
  difficulty: 'EASY',
  ingredients: ['4 eggs', '1 can crushed tomatoes', '1 red pepper', '1 tsp smoked paprika'],
  instructions: ['Soften the pepper.', 'Add tomatoes and paprika.', 'Crack in the eggs and cover.'],
  tags: ['breakfast', 'vegetarian'],
  nutrition: { protein: 17.2, fat: 13.1, carbs: 18.4, calories: 262 },
};

let sharedId: number;
let privateId: number;

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

async function recipeNamesOf(token: string): Promise<{ id: number; name: string }[]> {
  const data = await graphqlAs<{ recipes: { id: number; name: string }[] }>(
    server?.baseUrl ?? '',
    token,
    '{ recipes { id name } }',
  );
  return data.recipes;
}

/** The owner shares a recipe, with a generated picture for its link preview. */
async function shareWithPicture(id: number): Promise<void> {
  await graphqlAs(
    server?.baseUrl ?? '',
    ownerToken,
    `mutation Share($id: Int!) {
      setRecipeShared(id: $id, isShared: true) { __typename }
      generateRecipeImage(id: $id) { __typename }
    }`,
    { id },
  );
}

/** A fresh browser profile: no session, as a guest who got the link in a message. */
async function guestPage(): Promise<{ guestContext: BrowserContext; page: Page }> {
  if (!browser) throw new Error('browser not started');
  const guestContext = await browser.newContext({ viewport: viewports.phone });
  return { guestContext, page: await guestContext.newPage() };
}

let friendPage: Page;
let ownerPage: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();

  ({ page: ownerPage, token: ownerToken } = await signedInPage(browser, server.baseUrl, owner));
  [sharedId, privateId] = (await createRecipes(server.baseUrl, ownerToken, [
    shakshuka,
    { name: 'Family Secret Stew', ingredients: ['1 kg beef'], instructions: ['Simmer.'] },
  ])) as [number, number];
  await shareWithPicture(sharedId);

  ({ page: friendPage, token: friendToken } = await signedInPage(browser, server.baseUrl, friend));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a guest with the link', () => {
  let page: Page;
  let guestContext: BrowserContext;

  beforeAll(async () => {
    ({ guestContext, page } = await guestPage());
  });

  afterAll(async () => {
    await guestContext.close();
  });

  it('sees the whole recipe without the app chrome', async () => {
    await page.goto(url(`/shared/recipe/${sharedId}`));
    await page.getByRole('heading', { level: 1, name: shakshuka.name }).waitFor();
    await page.getByText(shakshuka.description ?? '').waitFor();
    const facts = (await page.locator('dl').first().textContent()) ?? '';
    expect(facts).toContain('Prep time15 min');
    expect(facts).toContain('Servings2');
    expect(facts).toContain('DifficultyEasy');
    const nutrition = page.getByRole('region', { name: 'Nutrition per serving' });
    expect(await nutrition.locator('dl').textContent()).toContain('262kcal');
    for (const line of shakshuka.ingredients ?? []) {
      await page.getByRole('tabpanel').getByText(line, { exact: true }).waitFor();
    }
    await page.getByRole('tab', { name: /Instructions/ }).click();
    expect(await page.getByRole('tabpanel').locator('ol > li').count()).toBe(3);
    await page.getByRole('tab', { name: /Ingredients/ }).click();
    // The picture the owner generated, served publicly.
    await page.waitForFunction((name) => {
      const image = document.querySelector<HTMLImageElement>(`img[alt="${name}"]`);
      return image?.complete && image.naturalWidth > 0;
    }, shakshuka.name);
    // Public page: no bottom navigation, no Save Recipe.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save Recipe' }).count()).toBe(0);
    expect(await page.title()).toBe(`${shakshuka.name} · Mise`);
  });

  it('sees tags as plain chips, not links into an app they cannot open', async () => {
    const tags = page.getByRole('list', { name: 'Tags' });
    await tags.getByText('#breakfast').waitFor();
    expect(await tags.getByRole('link').count()).toBe(0);
  });

  it("sees the join banner, whose 'Get App' leads to the login endpoint", async () => {
    const banner = page.getByRole('complementary', { name: 'Join Mise' });
    await banner.waitFor();
    await screenshots(page, 'shared-guest');
    const getApp = banner.getByRole('link', { name: 'Get App' });
    expect(await getApp.getAttribute('href')).toBe(
      `/api/login?next=${encodeURIComponent(`/shared/recipe/${sharedId}`)}`,
    );
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(new URL(request.url()).pathname);
    });
    await getApp.click();
    await page.waitForURL((current) => current.pathname === '/auth/login');
    expect(visited).toContain('/api/login');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  });

  it('comes back to the recipe after signing up from Get App', async () => {
    if (!browser) throw new Error('browser not started');
    const context = await browser.newContext({ viewport: viewports.phone });
    const visitor = await context.newPage();
    try {
      await visitor.goto(url(`/shared/recipe/${sharedId}`));
      await visitor
        .getByRole('complementary', { name: 'Join Mise' })
        .getByRole('link', { name: 'Get App' })
        .click();
      await visitor.waitForURL((current) => current.pathname === '/auth/login');
      await visitor.getByRole('tab', { name: 'Sign Up' }).click();
      const newcomer = newUser('Nigella', 'Lawson');
      await visitor.getByLabel('First name').fill(newcomer.firstName);
      await visitor.getByLabel('Last name').fill(newcomer.lastName);
      await visitor.getByLabel('Email').fill(newcomer.email);
      await visitor.getByLabel('Password').fill(newcomer.password);
      await visitor.getByRole('button', { name: 'Create Account' }).click();
      await visitor.waitForURL((current) => current.pathname === `/shared/recipe/${sharedId}`);
      await visitor.getByRole('button', { name: 'Save Recipe' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sees Recipe Not Found for a recipe that is not shared', async () => {
    await page.goto(url(`/shared/recipe/${privateId}`));
    await page.getByRole('heading', { level: 1, name: 'Recipe Not Found' }).waitFor();
    expect(await page.getByText('Family Secret Stew').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Get App' }).getAttribute('href')).toBe(
      '/api/login',
    );
    expect(await page.title()).toBe('Recipe Not Found');
    await screenshots(page, 'shared-not-found-guest');
  });

  it('sees Recipe Not Found for an id that does not exist', async () => {
    await page.goto(url('/shared/recipe/876543'));
    await page.getByRole('heading', { level: 1, name: 'Recipe Not Found' }).waitFor();
    await page.goto(url('/shared/recipe/not-a-recipe'));
    await page.getByRole('heading', { level: 1, name: 'Recipe Not Found' }).waitFor();
  });
});

describe('a signed-in cook with the link', () => {
  it('sees Save Recipe and tags that open their recipes list', async () => {
    await friendPage.goto(url(`/shared/recipe/${sharedId}`));
    await friendPage.getByRole('heading', { level: 1, name: shakshuka.name }).waitFor();
    await friendPage.getByRole('button', { name: 'Save Recipe' }).waitFor();
    expect(await friendPage.getByRole('complementary', { name: 'Join Mise' }).count()).toBe(0);
    const tag = friendPage
      .getByRole('list', { name: 'Tags' })
      .getByRole('link', { name: '#vegetarian' });
    expect(await tag.getAttribute('href')).toBe('/recipes?tag=vegetarian');
    await screenshots(friendPage, 'shared-user');
  });

  it('says Save Failed when saving does not work', async () => {
    const handler = async (route: Route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'SaveSharedRecipeMutation') return route.fallback();
      return route.abort('connectionreset');
    };
    await friendPage.route('**/graphql', handler);
    await friendPage.getByRole('button', { name: 'Save Recipe' }).click();
    expect(await toastShown(friendPage, 'Save Failed')).toBe('destructive');
    await friendPage.unroute('**/graphql', handler);
    expect((await recipeNamesOf(friendToken)).map((recipe) => recipe.name)).not.toContain(
      shakshuka.name,
    );
  });

  it("saves a copy: 'Recipe Saved!', then a link to it", async () => {
    await friendPage.getByRole('button', { name: 'Save Recipe' }).click();
    expect(await toastShown(friendPage, 'Recipe Saved!')).toBe('default');
    await friendPage.getByText('This recipe is in your collection.').waitFor();
    const copies = (await recipeNamesOf(friendToken)).filter(
      (recipe) => recipe.name === shakshuka.name,
    );
    expect(copies).toHaveLength(1);
    const copyId = copies[0]?.id;
    expect(copyId).not.toBe(sharedId);
    const open = friendPage.getByRole('link', { name: 'Open my copy' });
    expect(await open.getAttribute('href')).toBe(`/recipe/${copyId}`);
    await screenshots(friendPage, 'shared-user-saved');
    await open.click();
    await friendPage.waitForURL((current) => current.pathname === `/recipe/${copyId}`);
    await friendPage.getByRole('heading', { level: 1, name: shakshuka.name }).waitFor();
    await friendPage.getByRole('tabpanel').getByText('1 tsp smoked paprika').waitFor();
  });

  it('remembers the copy on a later visit', async () => {
    await friendPage.goto(url(`/shared/recipe/${sharedId}`));
    await friendPage.getByText('This recipe is in your collection.').waitFor();
    expect(await friendPage.getByRole('button', { name: 'Save Recipe' }).count()).toBe(0);
  });

  it('shows the owner that it is their own recipe', async () => {
    await ownerPage.goto(url(`/shared/recipe/${sharedId}`));
    await ownerPage.getByText('This is your recipe.').waitFor();
    expect(
      await ownerPage.getByRole('link', { name: 'Open in My Recipes' }).getAttribute('href'),
    ).toBe(`/recipe/${sharedId}`);
  });

  it('sees Recipe Not Found, with a way to their recipes, for an unshared recipe', async () => {
    await friendPage.goto(url(`/shared/recipe/${privateId}`));
    await friendPage.getByRole('heading', { level: 1, name: 'Recipe Not Found' }).waitFor();
    await friendPage.getByRole('link', { name: 'Go to My Recipes' }).waitFor();
    await screenshots(friendPage, 'shared-not-found-user');
  });

  it("cannot open another cook's private recipe at /recipe/{id} either", async () => {
    await friendPage.goto(url(`/recipe/${privateId}`));
    await friendPage.getByRole('heading', { level: 1, name: 'Recipe not found' }).waitFor();
  });

  it('stops showing the recipe once the owner stops sharing it', async () => {
    await graphqlAs(
      server?.baseUrl ?? '',
      ownerToken,
      'mutation Unshare($id: Int!) { setRecipeShared(id: $id, isShared: false) { __typename } }',
      { id: sharedId },
    );
    const { guestContext, page } = await guestPage();
    await page.goto(url(`/shared/recipe/${sharedId}`));
    await page.getByRole('heading', { level: 1, name: 'Recipe Not Found' }).waitFor();
    await guestContext.close();
  });
});

describe('a link preview of the built app, which runs no JavaScript', () => {
  it('finds the escaped title and Open Graph tags of a hostile recipe name in the HTML', async () => {
    const hostile = 'Pie "><script>alert(1)</script>';
    const [hostileId] = (await createRecipes(server?.baseUrl ?? '', ownerToken, [
      {
        name: hostile,
        description: 'Grandma\'s "best" pie & custard',
        ingredients: ['1 pie'],
        instructions: ['Bake.'],
      },
    ])) as [number];
    await shareWithPicture(hostileId);
    // A crawler's request: plain HTTP, no cookies, no token, no script run.
    const response = await fetch(url(`/shared/recipe/${hostileId}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const name = 'Pie &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    const description = 'Grandma&#39;s &quot;best&quot; pie &amp; custard';
    const pageUrl = url(`/shared/recipe/${hostileId}`);
    expect(head).toContain(`<title>${name} · Mise</title>`);
    expect(head).toContain(`<meta property="og:title" content="${name}">`);
    expect(head).toContain(`<meta property="og:description" content="${description}">`);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain(`<meta property="og:url" content="${pageUrl}">`);
    expect(head).toContain(`<meta property="og:image" content="${url('/api/images/')}`);
    expect(head).toContain(`<meta name="twitter:title" content="${name}">`);
    expect(head).toContain(`<meta name="description" content="${description}">`);
    // The built shell's own title and description were replaced, not joined by a second one.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');

    // And the app itself shows the name as text, running nothing from it.
    const { guestContext, page } = await guestPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    try {
      await page.goto(url(`/shared/recipe/${hostileId}`));
      await page.getByRole('heading', { level: 1, name: hostile }).waitFor();
      expect(dialogs).toBe(0);
    } finally {
      await guestContext.close();
    }
  });
});
