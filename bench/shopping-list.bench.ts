// The shopping list with many items, and a tick travelling between two devices. Debian's
// Chromium at 390×844 drives the built front ends and the real api (embedded database, or a new
// database on DATABASE_URL's server).
//
// 1. First render: a full load of /shopping-list until every row of the list is painted, with
//    the longest main-thread task meanwhile, for a 300-item list and, as the baseline in the same
//    run, a 20-item one. Median of a few loads after a warm-up load (the scripts in the HTTP cache).
// 2. Live ticks: the 300-item list open in two browser contexts (two phones of one cook); over
//    100 ticks clicked in A, the time from the click in A to the tick being painted in B. Both
//    pages stamp times as performance.timeOrigin + performance.now(), a clock they share on one
//    machine. The same tick painted in A itself (optimistic) is the baseline.
//
// Sizes are BENCH_SHOPPING_ITEMS (default 300), BENCH_SHOPPING_TICKS (100) and BENCH_SHOPPING_LOADS
// (5), so a quick try can use small ones.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessTokenOf, graphqlAs, newUser, signUpInBrowser } from '../e2e/app-user.ts';
import { launchBrowser, viewports } from '../e2e/launch-browser.ts';
import { assertBuilt, startServer } from '../e2e/start-server.ts';

const baselineItems = 20;
const largeItems = Number(process.env.BENCH_SHOPPING_ITEMS ?? 300);
const tickCount = Number(process.env.BENCH_SHOPPING_TICKS ?? 100);
const loadCount = Number(process.env.BENCH_SHOPPING_LOADS ?? 5);

const categories = ['PRODUCE', 'BAKERY', 'MEAT', 'DAIRY', 'FROZEN', 'PANTRY', 'OTHER'] as const;
const foods = ['Apples', 'Sourdough', 'Chicken thighs', 'Greek yogurt', 'Peas', 'Lentils', 'Foil'];
const units = ['1', '2', '500 g', '1 bag', '6', '2 tins', '250 ml'];

/**
 * Adds `count` items through the API, 20 per request (the api allows 20 aliases): every
 * category in turn, one item in five ticked.
 */
async function seedList(baseUrl: string, token: string, count: number): Promise<void> {
  const inputs = Array.from({ length: count }, (_, index) => ({
    name: `${foods[index % foods.length]} ${index + 1}`,
    quantity: units[Math.floor(index / 7) % units.length],
    category: categories[index % categories.length],
    isCompleted: index % 5 === 4,
  }));
  for (let start = 0; start < inputs.length; start += 20) {
    const batch = inputs.slice(start, start + 20);
    const variables = Object.fromEntries(batch.map((input, index) => [`i${index}`, input]));
    const declarations = batch.map((_, index) => `$i${index}: AddShoppingListItemInput!`);
    const fields = batch.map(
      (_, index) => `a${index}: addShoppingListItem(input: $i${index}) { __typename }`,
    );
    await graphqlAs(
      baseUrl,
      token,
      `mutation SeedList(${declarations.join(', ')}) { ${fields.join('\n')} }`,
      variables,
    );
  }
}

interface Probe {
  /** performance.now() after the frame in which the expected number of rows appeared. */
  rowsPaintedAt: number | null;
  /** Long tasks: start (performance.now()) and duration. */
  longTasks: { start: number; duration: number }[];
  /** Latest end of a /graphql response before the rows were painted. */
  dataAt: number | null;
  /** data-completed changes of rows: item id, ticked or not, shared-clock time after paint. */
  ticks: { id: number; completed: boolean; at: number }[];
  /** Clicks on row checkboxes: item id, shared-clock time of the click event. */
  clicks: { id: number; at: number }[];
}

/**
 * Installed before any script of each page: long tasks from the start, when the list's rows
 * (`expectedRows` of them) are first painted, row tick changes and checkbox clicks.
 */
function installProbe(expectedRows: number): void {
  const probe: Probe = { rowsPaintedAt: null, longTasks: [], dataAt: null, ticks: [], clicks: [] };
  Object.assign(window, { probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const sharedNow = () => performance.timeOrigin + performance.now();
  // After the next frame is painted: a rAF callback runs just before paint, a message posted
  // from it is handled once the frame is done.
  const afterPaint = (done: () => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });
  const observer = new MutationObserver((records) => {
    if (
      probe.rowsPaintedAt === null &&
      document.querySelectorAll('[data-testid="shopping-item"]').length >= expectedRows
    ) {
      probe.rowsPaintedAt = -1;
      afterPaint(() => {
        probe.rowsPaintedAt = performance.now();
        const responses = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/graphql'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
        probe.dataAt = responses.length ? Math.max(...responses) : null;
      });
    }
    for (const record of records) {
      if (record.type !== 'attributes' || !(record.target instanceof HTMLElement)) continue;
      const row = record.target;
      if (row.dataset.testid !== 'shopping-item') continue;
      const id = Number(row.dataset.itemId);
      const completed = row.hasAttribute('data-completed');
      afterPaint(() => probe.ticks.push({ id, completed, at: sharedNow() }));
    }
  });
  const start = () =>
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-completed'],
    });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox') return;
      const row = target.closest<HTMLElement>('[data-testid="shopping-item"]');
      if (row) probe.clicks.push({ id: Number(row.dataset.itemId), at: sharedNow() });
    },
    true,
  );
}

/** The longest task that started before `until` (performance.now()). */
const longest = (tasks: Probe['longTasks'], until = Number.POSITIVE_INFINITY) =>
  Math.round(
    Math.max(0, ...tasks.filter((task) => task.start < until).map((task) => task.duration)),
  );

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { probe: Probe }).probe);

async function phoneContext(browser: Browser, expectedRows: number, from?: BrowserContext) {
  const context = await browser.newContext({
    viewport: viewports.phone,
    ...(from ? { storageState: await from.storageState() } : {}),
  });
  // tsx compiles with esbuild's keepNames, which wraps the probe's inner functions in a __name()
  // helper that exists in Node, not in the page.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(installProbe, expectedRows);
  return context;
}

interface LoadFigure {
  ms: number;
  dataMs: number;
  longestTaskMs: number;
}

/** Loads /shopping-list afresh until the rows are painted; the first load only warms up. */
async function measureLoads(page: Page, baseUrl: string): Promise<LoadFigure[]> {
  const figures: LoadFigure[] = [];
  for (let load = 0; load <= loadCount; load += 1) {
    await page.goto(`${baseUrl}/shopping-list`);
    await page.waitForFunction(
      () => ((window as unknown as { probe: Probe }).probe.rowsPaintedAt ?? -1) > 0,
      undefined,
      { timeout: 30_000 },
    );
    const probe = await readProbe(page);
    if (load === 0) continue;
    figures.push({
      ms: Math.round(probe.rowsPaintedAt ?? 0),
      dataMs: Math.round(probe.dataAt ?? 0),
      longestTaskMs: longest(probe.longTasks, probe.rowsPaintedAt ?? 0),
    });
  }
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function signedUpCook(browser: Browser, baseUrl: string, items: number) {
  const context = await phoneContext(browser, items);
  const page = await context.newPage();
  await signUpInBrowser(page, baseUrl, newUser('Bench', `Shopper${items}`));
  await seedList(baseUrl, await accessTokenOf(page), items);
  return { context, page };
}

async function measureTicks(browser: Browser, baseUrl: string, a: BrowserContext) {
  const pageA = await a.newPage();
  const b = await phoneContext(browser, largeItems, a);
  const pageB = await b.newPage();
  for (const page of [pageA, pageB]) {
    await page.goto(`${baseUrl}/shopping-list`);
    await page.waitForFunction(
      () => ((window as unknown as { probe: Probe }).probe.rowsPaintedAt ?? -1) > 0,
    );
  }
  const visibility = await pageB.evaluate(() => document.visibilityState);
  // Only the tasks of the ticks themselves count below, not those of loading the pages.
  for (const page of [pageA, pageB]) {
    await page.evaluate(() => {
      (window as unknown as { probe: Probe }).probe.longTasks.length = 0;
    });
  }
  const ids = await pageA.$$eval('[data-testid="shopping-item"]', (rows) =>
    rows.map((row) => Number((row as HTMLElement).dataset.itemId)),
  );
  const warmUp = 3;
  const remote: number[] = [];
  const local: number[] = [];
  for (let tick = 0; tick < warmUp + tickCount; tick += 1) {
    // Spread over the list: top and bottom, every aisle, ticked and unticked items.
    const id = ids[(tick * 37) % ids.length] ?? 0;
    const checkbox = pageA.locator(`[data-item-id="${id}"] input[type="checkbox"]`);
    const [clicksBefore, ticksBefore] = await Promise.all([
      pageA.evaluate(() => (window as unknown as { probe: Probe }).probe.clicks.length),
      pageB.evaluate(() => (window as unknown as { probe: Probe }).probe.ticks.length),
    ]);
    const ticksBeforeA = await pageA.evaluate(
      () => (window as unknown as { probe: Probe }).probe.ticks.length,
    );
    await checkbox.click();
    const seen = (from: number) =>
      ((window as unknown as { probe: Probe }).probe.ticks.length ?? 0) > from;
    await Promise.all([
      pageB.waitForFunction(seen, ticksBefore, { timeout: 10_000 }),
      pageA.waitForFunction(seen, ticksBeforeA, { timeout: 10_000 }),
    ]);
    // Let A's own request settle before the next tick.
    await pageA.waitForTimeout(30);
    const [probeA, probeB] = await Promise.all([readProbe(pageA), readProbe(pageB)]);
    const click = probeA.clicks[clicksBefore];
    const inB = probeB.ticks.slice(ticksBefore).find((entry) => entry.id === id);
    const inA = probeA.ticks.slice(ticksBeforeA).find((entry) => entry.id === id);
    if (!click || !inB || !inA) throw new Error(`tick ${tick} of item ${id} not recorded`);
    if (tick < warmUp) continue;
    remote.push(inB.at - click.at);
    local.push(inA.at - click.at);
  }
  const [probeA, probeB] = await Promise.all([readProbe(pageA), readProbe(pageB)]);
  await b.close();
  return {
    remote,
    local,
    visibility,
    longestTaskA: longest(probeA.longTasks),
    longestTaskB: longest(probeB.longTasks),
  };
}

assertBuilt();
const server = await startServer();
const browser = await launchBrowser();
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
try {
  const loads = new Map<number, LoadFigure[]>();
  let large: BrowserContext | undefined;
  for (const items of [baselineItems, largeItems]) {
    const cook = await signedUpCook(browser, server.baseUrl, items);
    loads.set(items, await measureLoads(cook.page, server.baseUrl));
    await cook.page.close();
    if (items === largeItems) large = cook.context;
    else await cook.context.close();
  }
  console.log(`database: ${database}; ${loadCount} loads each after one warm-up load`);
  console.log(
    '| items | rows painted, median ms (each load) | list data in, median ms | longest task, median (max) ms |',
  );
  console.log('|---:|---:|---:|---:|');
  for (const [items, figures] of loads) {
    const tasks = figures.map((figure) => figure.longestTaskMs);
    console.log(
      `| ${items} | ${median(figures.map((f) => f.ms))} (${figures.map((f) => f.ms).join(', ')}) | ${median(figures.map((f) => f.dataMs))} | ${median(tasks)} (${Math.max(...tasks)}) |`,
    );
  }
  const base = median((loads.get(baselineItems) ?? []).map((f) => f.ms));
  const big = median((loads.get(largeItems) ?? []).map((f) => f.ms));
  console.log(`ratio ${largeItems} / ${baselineItems}: ${(big / base).toFixed(2)}`);

  if (!large) throw new Error('no large list');
  const ticks = await measureTicks(browser, server.baseUrl, large);
  const round = (value: number) => value.toFixed(1);
  console.log(
    `\n${tickCount} ticks in A on a ${largeItems}-item list (B ${ticks.visibility}): click → painted`,
  );
  console.log('| where | p50 ms | p99 ms | max ms | longest task ms |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(
    `| B, the other device (live) | ${round(percentile(ticks.remote, 50))} | ${round(percentile(ticks.remote, 99))} | ${round(Math.max(...ticks.remote))} | ${ticks.longestTaskB} |`,
  );
  console.log(
    `| A itself (optimistic) | ${round(percentile(ticks.local, 50))} | ${round(percentile(ticks.local, 99))} | ${round(Math.max(...ticks.local))} | ${ticks.longestTaskA} |`,
  );
  await large.close();
} finally {
  await browser.close();
  await server.stop();
}
