import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import { graphqlAs, newUser, signedInPage } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { keepOffline, pathOf, screenshots } from './page-tools.ts';
import {
  expectedRecipeName,
  type RecipePageServer,
  startRecipePageServer,
} from './recipe-page-server.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let pages: RecipePageServer | undefined;
let browser: Browser | undefined;
let page: Page;
let token = '';
const cook = newUser('Julia', 'Child');

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

function recipePages(): RecipePageServer {
  if (!pages) throw new Error('page server not started');
  return pages;
}

function importPath(address: string): string {
  return `/import?url=${encodeURIComponent(address)}`;
}

/** Opens an import link and says yes to it, as the cook does: a link alone imports nothing. */
async function confirmImport(
  target: Page,
  path?: string,
  options: { screenshot?: boolean } = {},
): Promise<void> {
  if (path) await target.goto(url(path));
  await target.getByRole('heading', { name: 'Import this recipe?' }).waitFor();
  if (options.screenshot) {
    expect(await seriousAxeFindings(target)).toEqual([]);
    await screenshots(target, 'import-confirm');
  }
  await target.getByRole('button', { name: 'Import Recipe' }).click();
}

/** Counts the URL-import requests a page sends from now on. */
function countImports(target: Page): { count: () => number; stop: () => void } {
  let count = 0;
  const listener = (request: Request) => {
    if (
      request.url().endsWith('/graphql') &&
      (request.postData() ?? '').includes('StartRecipeImportMutation')
    ) {
      count += 1;
    }
  };
  target.on('request', listener);
  return { count: () => count, stop: () => target.off('request', listener) };
}

/** Collects every progress message the page shows from now on (steps pass quickly). */
async function recordStatuses(): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statuses: string[] }).statuses = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('main [role="status"]')) {
        const text = status.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function recipesNamed(name: string): Promise<number[]> {
  const data = await graphqlAs<{ recipes: { id: number; name: string }[] }>(
    url(''),
    token,
    'query Named($search: String) { recipes(search: $search) { id name } }',
    { search: name },
  );
  return data.recipes.filter((recipe) => recipe.name === name).map((recipe) => recipe.id);
}

beforeAll(async () => {
  pages = await startRecipePageServer();
  server = await startServer({ env: { ALLOW_PRIVATE_IMPORT_URLS: 'true' } });
  browser = await launchBrowser();
  ({ page, token } = await signedInPage(browser, server.baseUrl, cook, {
    isOffline: true,
  }));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pages?.close();
});

describe('the import page', () => {
  it('says No recipe URL provided without a url', async () => {
    await page.goto(url('/import'));
    await page.getByRole('heading', { name: 'No recipe URL provided' }).waitFor();
    await screenshots(page, 'import-no-url');
    await page.getByRole('link', { name: 'Add Recipe' }).click();
    await page.waitForURL((current) => current.pathname === '/add-recipe');
    expect(pathOf(page)).toBe('/add-recipe?method=url');
    await page.getByLabel('Recipe website address').waitFor();
  });

  it('shows Importing Recipe... with progress, then Recipe Imported! with both buttons', async () => {
    const imports = countImports(page);
    const address = recipePages().pageUrl('recipetineats_1', { slow: true });
    await confirmImport(page, importPath(address), { screenshot: true });
    await page.getByRole('heading', { name: 'Importing Recipe...' }).waitFor();
    await page.getByRole('progressbar', { name: 'Importing recipe' }).waitFor();
    await page.getByText('Fetching the page…').waitFor();
    await recordStatuses();
    await screenshots(page, 'import-loading', { settle: false });

    await page.getByRole('heading', { name: 'Recipe Imported!' }).waitFor({ timeout: 30_000 });
    const name = expectedRecipeName('recipetineats_1');
    await page.getByText(name).waitFor();
    imports.stop();
    // The server's steps reached the page while it worked.
    const statuses = await page.evaluate(
      () => (window as unknown as { statuses: string[] }).statuses,
    );
    expect(statuses).toEqual(expect.arrayContaining(['Reading the recipe…']));
    // Started once, not twice (strict mode, re-renders).
    expect(imports.count()).toBe(1);
    const [id] = await recipesNamed(name);
    expect(id).toBeGreaterThan(0);
    await screenshots(page, 'import-success');

    await page.getByRole('link', { name: 'View Recipe' }).click();
    await page.waitForURL((current) => current.pathname === `/recipe/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Recipe Imported!' }).waitFor();
    await page.getByRole('link', { name: 'View All Recipes' }).click();
    await page.waitForURL((current) => current.pathname === '/recipes');
    // The recipes screen opens on the course tiles; the list view holds the new recipe (the
    // page, not the 'Recipe Imported!' toast, which may still say its name for a few seconds).
    await page.getByRole('button', { name: 'List view' }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .waitFor();
  });

  it('answers a reload with the recipe imported before, without a copy', async () => {
    const address = recipePages().pageUrl('recipetineats_1', { slow: true });
    await confirmImport(page, importPath(address));
    await page.getByRole('heading', { name: 'Recipe Imported!' }).waitFor({ timeout: 30_000 });
    // The yes is kept in the history entry: a reload imports again without asking.
    await page.reload();
    await page.getByRole('heading', { name: 'Recipe Imported!' }).waitFor({ timeout: 30_000 });
    await page.getByText('You imported this recipe before, so nothing new was added.').waitFor();
    expect(await recipesNamed(expectedRecipeName('recipetineats_1'))).toHaveLength(1);
  });

  it('takes the link from shared text, as an Android share sheet sends it', async () => {
    const address = recipePages().pageUrl('wikibooks_1');
    const text = `Look at this ${address}`;
    await confirmImport(
      page,
      `/import?title=${encodeURIComponent('Pumpkin pie')}&text=${encodeURIComponent(text)}`,
    );
    await page.getByRole('heading', { name: 'Recipe Imported!' }).waitFor({ timeout: 30_000 });
    await page.getByText(expectedRecipeName('wikibooks_1')).waitFor();
    expect(await recipesNamed(expectedRecipeName('wikibooks_1'))).toHaveLength(1);
  });

  it('shows Import Failed with the reason and Add Recipe Manually', async () => {
    await confirmImport(page, importPath(recipePages().articleUrl));
    await page.getByRole('heading', { name: 'Import Failed' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').textContent()).toMatch(/couldn.t find a recipe/i);
    await screenshots(page, 'import-failed');
    await page.getByRole('link', { name: 'Add Recipe Manually' }).click();
    await page.waitForURL((current) => current.pathname === '/add-recipe');
    await page.getByLabel('Recipe text').waitFor();
  });

  it('saves a page with ingredients but no steps and says the steps are to be added by hand', async () => {
    await confirmImport(page, importPath(recipePages().ingredientsOnlyUrl));
    await page.getByRole('heading', { name: 'Recipe Imported!' }).waitFor({ timeout: 30_000 });
    const notice = page.getByRole('status').filter({
      hasText: 'No steps were found on that page — add them by hand.',
    });
    await notice.waitFor();
    const name = "Grandma's Lemon Drizzle Cake";
    const [id] = await recipesNamed(name);
    expect(id).toBeGreaterThan(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'import-partial');

    // The notice's action opens the saved recipe in edit mode, ingredients kept.
    await notice.getByRole('link', { name: 'Edit Recipe' }).click();
    await page.waitForURL((current) => current.pathname === `/recipe/${id}`);
    await page.getByRole('heading', { name: 'Edit recipe' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The recipe page itself asks for the steps until they are added.
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('This recipe has no steps yet').waitFor();
    await page
      .getByRole('tab', { name: /Ingredients/ })
      .getByText('6')
      .waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'recipe-missing-steps');
    await page.getByRole('button', { name: 'Add Steps' }).click();
    await page.getByRole('heading', { name: 'Edit recipe' }).waitFor();
  });

  it("says 'Failed to import recipe' when the request itself fails", async () => {
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('StartRecipeImportMutation')
        ? route.fulfill({ status: 502, body: 'Bad Gateway' })
        : route.continue(),
    );
    await confirmImport(page, importPath(recipePages().pageUrl('budgetbytes_1')));
    await page.getByRole('heading', { name: 'Import Failed' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Failed to import recipe');
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Recipe Imported!' }).waitFor({ timeout: 30_000 });
    await page.getByText(expectedRecipeName('budgetbytes_1')).waitFor();
  });
});

describe('a guest opening an import link', () => {
  it('signs in and lands back on /import, which then imports', async () => {
    if (!browser) throw new Error('not started');
    const guestContext = await browser.newContext({ viewport: viewports.phone });
    await keepOffline(guestContext);
    const guest = await guestContext.newPage();
    try {
      const address = recipePages().pageUrl('bbcgoodfood_1');
      await guest.goto(url(importPath(address)));
      await guest.waitForURL((current) => current.pathname === '/auth/login');
      expect(pathOf(guest)).toBe(`/auth/login?import_url=${encodeURIComponent(address)}`);
      await guest.getByLabel('Email').fill(cook.email);
      await guest.getByLabel('Password').fill(cook.password);
      await guest.getByRole('button', { name: 'Sign In', exact: true }).click();
      await guest.waitForURL((current) => current.pathname === '/import');
      expect(pathOf(guest)).toBe(importPath(address));
      await confirmImport(guest);
      await guest.getByRole('heading', { name: 'Recipe Imported!' }).waitFor({ timeout: 30_000 });
      await guest.getByText(expectedRecipeName('bbcgoodfood_1')).waitFor();
    } finally {
      await guestContext.close();
    }
  });
});

describe('other ways into the importer', () => {
  it('is a share target: a share sheet fills the manifest’s parameters and the recipe imports', async () => {
    await page.goto(url('/'));
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const response = await page.request.get(new URL(manifestHref ?? '', page.url()).href);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      share_target?: { action: string; method?: string; params: Record<string, string> };
    };
    const target = manifest.share_target;
    expect(target?.action).toBe('/import');
    expect(target?.method ?? 'GET').toBe('GET');
    // What Android's share sheet sends from a browser: a title and the link inside the text.
    const address = recipePages().pageUrl('seriouseats_1');
    const shared = new URLSearchParams({
      [target?.params.title ?? 'title']: 'Dinner idea',
      [target?.params.text ?? 'text']: `Try this: ${address}`,
    });
    await confirmImport(page, `${target?.action}?${shared}`);
    await page.getByRole('heading', { name: 'Recipe Imported!' }).waitFor({ timeout: 30_000 });
    await page.getByText(expectedRecipeName('seriouseats_1')).waitFor();
  });

  it('offers a bookmarklet on the profile that imports the page it is used on', async () => {
    await page.goto(url('/profile'));
    const bookmarklet = page.getByRole('link', { name: 'Save to Recipes' });
    await bookmarklet.waitFor();
    await expect.poll(() => bookmarklet.getAttribute('href')).toMatch(/^javascript:/);
    const href = (await bookmarklet.getAttribute('href')) ?? '';
    // Clicking it on the profile itself does nothing: it is meant for the bookmarks bar.
    await bookmarklet.click();
    expect(pathOf(page)).toBe('/profile');

    // Used on a recipe website, it opens this app's importer with that page's address.
    const address = recipePages().pageUrl('thekitchn_1');
    await page.goto(address);
    await page.evaluate(decodeURIComponent(href.slice('javascript:'.length)));
    await page.waitForURL((current) => current.pathname === '/import');
    expect(pathOf(page)).toBe(importPath(address));
    await confirmImport(page);
    await page.getByRole('heading', { name: 'Recipe Imported!' }).waitFor({ timeout: 30_000 });
    await page.getByText(expectedRecipeName('thekitchn_1')).waitFor();
  });
});
