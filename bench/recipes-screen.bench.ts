// The recipes screen with a large collection: the same actions on 2,000 recipes and, as the
// baseline in the same run, on 20 (a new cook's collection). Debian's Chromium at 390×844 drives
// the built front ends and the real api on the embedded database. For each action: the time from
// the action until the screen shows its answer (network included) and the longest main-thread
// task meanwhile (a task over ~100 ms is what a cook feels as a stutter).
import type { Browser, Page } from 'playwright-core';
import {
  accessTokenOf,
  newUser,
  type SeedRecipe,
  seedCollection,
  signUpInBrowser,
} from '../e2e/app-user.ts';
import { launchBrowser } from '../e2e/launch-browser.ts';
import { assertBuilt, startServer } from '../e2e/start-server.ts';

interface Figure {
  ms: number;
  longestTaskMs: number;
}

const sizes = [20, 2000] as const;

const found = (count: number, suffix = '') =>
  `${count} ${count === 1 ? 'recipe' : 'recipes'} found${suffix}`;

async function measureCollection(
  browser: Browser,
  baseUrl: string,
  size: number,
): Promise<Map<string, Figure>> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUpInBrowser(page, baseUrl, newUser('Bench', `Cook${size}`));
  const recipes = await seedCollection(baseUrl, await accessTokenOf(page), size);
  const figures = new Map<string, Figure>();
  const actions = recipeScreenActions(page, recipes);

  await page.evaluate(() => {
    const tasks: number[] = [];
    Object.assign(window, { longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const takeLongestTask = () =>
    page.evaluate(() => {
      const tasks = (window as unknown as { longTasks: number[] }).longTasks.splice(0);
      return Math.round(Math.max(0, ...tasks));
    });

  await page.getByRole('link', { name: 'Recipes', exact: true }).click();
  await page.getByRole('list', { name: 'Courses' }).waitFor();
  for (const { name, act, shown } of actions) {
    await takeLongestTask();
    const started = performance.now();
    await act();
    await shown();
    figures.set(name, {
      ms: Math.round(performance.now() - started),
      longestTaskMs: await takeLongestTask(),
    });
  }
  await context.close();
  return figures;
}

/** What a cook does on the recipes screen, each with what shows that it is done. */
function recipeScreenActions(page: Page, recipes: SeedRecipe[]) {
  const total = recipes.length;
  const withTag = (tag: string) => recipes.filter((recipe) => recipe.tags?.includes(tag)).length;
  const countLine = (text: string) =>
    page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });
  const recipeList = page.getByRole('list', { name: 'Recipes', exact: true });
  const salmonTile = page
    .getByRole('list', { name: 'Tags' })
    .getByRole('link', { name: /^salmon\b/ });
  const searchBox = page.getByRole('searchbox', { name: 'Search recipes' });
  return [
    {
      name: 'list view of the whole collection (first load)',
      act: () => page.getByRole('button', { name: 'List view' }).click(),
      shown: () => countLine(found(total)).waitFor(),
    },
    {
      name: 'scroll to the end in ten steps',
      act: async () => {
        for (let step = 1; step <= 10; step += 1) {
          await page.evaluate(
            (part) => window.scrollTo(0, document.body.scrollHeight * part),
            step / 10,
          );
          await page.waitForTimeout(50);
        }
      },
      // The last card itself, not the placeholder that stands in while its page loads.
      shown: () => recipeList.locator(`[aria-posinset="${total}"] a`).waitFor(),
    },
    {
      name: 'type "salmon" (60 ms a key; 250 ms debounce included)',
      act: async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await searchBox.pressSequentially('salmon', { delay: 60 });
      },
      shown: () => countLine(found(withTag('salmon'))).waitFor(),
    },
    {
      name: 'clear the search (cached)',
      act: () => page.getByRole('button', { name: 'Clear search' }).click(),
      shown: () => countLine(found(total)).waitFor(),
    },
    {
      name: 'Courses tab: six tiles with counts',
      act: async () => {
        await page.getByRole('button', { name: 'Category view' }).click();
        await page.getByRole('tab', { name: 'Courses' }).click();
      },
      shown: () => page.getByRole('link', { name: /^Dinner/ }).waitFor(),
    },
    {
      name: 'the Dinner course as cards',
      act: () => page.getByRole('link', { name: /^Dinner/ }).click(),
      shown: () => countLine(found(withTag('dinner'), ' in Dinner')).waitFor(),
    },
    {
      name: 'Tags tab: every tag with its count',
      act: () => page.getByRole('tab', { name: 'Tags' }).click(),
      shown: () => salmonTile.waitFor(),
    },
    {
      name: 'the tag "salmon" as cards',
      act: () => salmonTile.click(),
      shown: () => countLine(found(withTag('salmon'))).waitFor(),
    },
  ];
}

assertBuilt();
const server = await startServer();
const browser = await launchBrowser();
try {
  const results = new Map<number, Map<string, Figure>>();
  for (const size of sizes)
    results.set(size, await measureCollection(browser, server.baseUrl, size));
  const [small, large] = sizes.map((size) => results.get(size) ?? new Map<string, Figure>());
  console.log(
    `| action | ${sizes[0]} recipes: ms (longest task) | ${sizes[1]} recipes: ms (longest task) | ratio |`,
  );
  console.log('|---|---:|---:|---:|');
  for (const [name, big] of large ?? []) {
    const base = small?.get(name);
    const ratio = base && base.ms > 0 ? (big.ms / base.ms).toFixed(2) : '—';
    console.log(
      `| ${name} | ${base?.ms ?? '—'} (${base?.longestTaskMs ?? '—'}) | ${big.ms} (${big.longestTaskMs}) | ${ratio} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
