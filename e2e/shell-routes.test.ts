// Every route of the spec's §2 table, once as a guest and once signed in, with the result the
// table promises: the page itself, the login screen (keeping import_url), or the 404 page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, createRecipes, graphqlAs, newUser, signUpInBrowser } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { pathOf } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer;
let browser: Browser;
let guest: Page;
let signedIn: Page;
let contexts: BrowserContext[] = [];
let ownRecipeId: number;
let sharedRecipeId: number;
const user = newUser('Julia', 'Child');

function url(path: string): string {
  return `${server.baseUrl}${path}`;
}

async function landsOnLogin(page: Page, path: string, expected = '/auth/login') {
  await page.goto(url(path));
  await page.waitForURL((current) => current.pathname === '/auth/login');
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  expect(pathOf(page)).toBe(expected);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (let index = 0; index < 2; index++) {
    contexts.push(await browser.newContext({ viewport: viewports.phone }));
  }
  const [guestContext, userContext] = contexts as [BrowserContext, BrowserContext];
  guest = await guestContext.newPage();
  signedIn = await userContext.newPage();
  await signUpInBrowser(signedIn, url(''), user);
  const token = await accessTokenOf(signedIn);
  [ownRecipeId, sharedRecipeId] = (await createRecipes(url(''), token, [
    { name: 'Shakshuka', ingredients: ['4 eggs'], instructions: ['Simmer.'] },
    { name: 'Tarte Tatin', ingredients: ['6 apples'], instructions: ['Bake.'] },
  ])) as [number, number];
  await graphqlAs(
    url(''),
    token,
    'mutation Share($id: Int!) { setRecipeShared(id: $id, isShared: true) { __typename } }',
    { id: sharedRecipeId },
  );
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
  await browser?.close();
  await server?.stop();
});

describe('a guest', () => {
  const signedInOnly = [
    '/',
    '/recipes',
    '/add-recipe',
    '/recipe/1',
    '/shopping-list',
    '/profile',
    '/admin',
  ];
  for (const path of signedInOnly) {
    it(`is sent from ${path} to the login screen`, async () => {
      await landsOnLogin(guest, path);
    });
  }

  it('is sent from /import to the login screen keeping import_url', async () => {
    await landsOnLogin(
      guest,
      '/import?url=https%3A%2F%2Fexample.com%2Fpie',
      '/auth/login?import_url=https%3A%2F%2Fexample.com%2Fpie',
    );
  });

  it('keeps a link shared inside the text of a share sheet', async () => {
    const text = 'Look at this https://example.com/pie';
    await landsOnLogin(
      guest,
      `/import?title=Pie&text=${encodeURIComponent(text)}`,
      `/auth/login?import_url=${encodeURIComponent(text)}`,
    );
  });

  it('sees the sign-up tab at /auth/signup', async () => {
    await guest.goto(url('/auth/signup'));
    await guest.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
    await guest.getByRole('button', { name: 'Create Account' }).waitFor();
  });

  it('sees a shared recipe at /shared/recipe/{id}', async () => {
    await guest.goto(url(`/shared/recipe/${sharedRecipeId}`));
    await guest.getByRole('heading', { name: 'Tarte Tatin' }).waitFor();
    await guest.getByRole('link', { name: 'Get App' }).waitFor();
  });

  it('sees Recipe Not Found for a recipe that is not shared', async () => {
    await guest.goto(url(`/shared/recipe/${ownRecipeId}`));
    await guest.getByText('Recipe Not Found').first().waitFor();
  });

  it('sees Processing Authentication... at /auth/callback', async () => {
    await guest.goto(url('/auth/callback'));
    await guest.getByText('Processing Authentication...').waitFor();
  });

  it('is told a reset link is invalid at /auth/reset-password without one', async () => {
    await guest.goto(url('/auth/reset-password'));
    await guest.getByText('This reset link is invalid or has expired.').waitFor();
  });

  it('sees the developer test pages', async () => {
    await guest.goto(url('/simple-test'));
    await guest.getByRole('heading', { name: 'Simple Test Page' }).waitFor();
    await guest.goto(url('/oauth-test'));
    await guest.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await guest.getByRole('button', { name: 'Continue with GitHub' }).waitFor();
  });

  it('sees 404 Page Not Found on an unknown path', async () => {
    await guest.goto(url('/recipes/extra/segments'));
    await guest.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});

describe('a signed-in user', () => {
  const screens: Array<[path: string, remote: string, text: string]> = [
    ['/', 'mfe-recipes', `Welcome back`],
    ['/recipes', 'mfe-recipes', 'My Recipes'],
    ['/add-recipe', 'mfe-recipes', ''],
    ['/import', 'mfe-recipes', 'No recipe URL provided'],
    ['/recipe/999999', 'mfe-recipes', 'Recipe not found'],
    ['/shopping-list', 'mfe-shopping', ''],
    ['/admin', 'mfe-admin', ''],
  ];
  for (const [path, remote, text] of screens) {
    it(`sees ${path} from ${remote} with the bottom navigation`, async () => {
      await signedIn.goto(url(path));
      await signedIn.locator(`[data-remote="${remote}"]`).first().waitFor();
      if (text) await signedIn.getByText(text).first().waitFor();
      // Once the screen is up: no client-side redirect took the user elsewhere.
      expect(pathOf(signedIn)).toBe(path);
      await signedIn.getByRole('navigation', { name: 'Main' }).waitFor();
    });
  }

  it('sees the four ways to add a recipe at /add-recipe', async () => {
    await signedIn.goto(url('/add-recipe'));
    for (const method of ['Camera', 'Photo', 'Text', 'URL']) {
      await signedIn.getByRole('tab', { name: method }).waitFor();
    }
  });

  it('sees its own recipe at /recipe/{id}', async () => {
    await signedIn.goto(url(`/recipe/${ownRecipeId}`));
    await signedIn.getByRole('heading', { name: 'Shakshuka' }).waitFor();
  });

  it('sees the profile at /profile', async () => {
    await signedIn.goto(url('/profile'));
    await signedIn.getByRole('heading', { name: `${user.firstName} ${user.lastName}` }).waitFor();
  });

  // Its own shared recipe: no Save Recipe for the owner (shared-recipe.test.ts saves another's).
  it('sees its shared recipe at /shared/recipe/{id}, marked as its own', async () => {
    await signedIn.goto(url(`/shared/recipe/${sharedRecipeId}`));
    await signedIn.getByRole('heading', { name: 'Tarte Tatin' }).waitFor();
    await signedIn.getByText('This is your recipe.').waitFor();
  });

  it('is sent from /auth/login and /auth/signup to /', async () => {
    for (const path of ['/auth/login', '/auth/signup']) {
      await signedIn.goto(url(path));
      await signedIn.waitForURL((current) => current.pathname === '/');
    }
  });

  it('is sent from /auth/login?import_url=… to /import?url=…', async () => {
    await signedIn.goto(url('/auth/login?import_url=https%3A%2F%2Fexample.com%2Fpie'));
    await signedIn.waitForURL((current) => current.pathname === '/import');
    expect(pathOf(signedIn)).toBe('/import?url=https%3A%2F%2Fexample.com%2Fpie');
  });

  it('is sent from /auth/callback to / with its session', async () => {
    await signedIn.goto(url('/auth/callback'));
    await signedIn.waitForURL((current) => current.pathname === '/', { timeout: 15_000 });
  });

  it('sees its summary and a sign-out on /oauth-test', async () => {
    await signedIn.goto(url('/oauth-test'));
    await signedIn.getByText(user.email).waitFor();
    await signedIn.getByRole('button', { name: 'Sign Out' }).waitFor();
  });

  it('sees 404 Page Not Found on an unknown path', async () => {
    await signedIn.goto(url('/no-such-page'));
    await signedIn.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
