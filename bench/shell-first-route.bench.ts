// The JavaScript a phone downloads before it can act: the sign-in route for a first visit, and
// the home screen for a returning, signed-in user. Serves the built front ends with the real api
// and loads each page in Debian's Chromium; every script response is compressed here (brotli at
// quality 11, as a CDN compresses static files, and gzip) to count the bytes the network carries.
// The signed-in home has a budget: the run fails above `--max-kb` brotli or `--max-files` scripts.
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newUser, signUpInBrowser } from '../e2e/app-user.ts';
import { launchBrowser } from '../e2e/launch-browser.ts';
import { assertBuilt, startServer } from '../e2e/start-server.ts';

const { values: options } = parseArgs({
  options: {
    'max-kb': { type: 'string', default: '300' },
    'max-files': { type: 'string', default: '25' },
  },
});
/** The signed-in home's budget: brotli kilobytes and JavaScript files. */
const budget = { kilobytes: Number(options['max-kb']), files: Number(options['max-files']) };

interface Script {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function brotliSize(body: Buffer): number {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;
}

/** Every script a page loads, in the order the responses arrive; each is measured once read. */
type Recording = Promise<Script | null>[];

/** Records every script the page loads from now on. */
function recordScripts(page: Page): Recording {
  const recording: Recording = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    recording.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
          brotli: brotliSize(body),
        }),
        () => null,
      ),
    );
  });
  return recording;
}

/** The scripts of a recording, once all are measured. */
async function measured(recording: Recording): Promise<Script[]> {
  return (await Promise.all(recording)).filter((script) => script !== null);
}

/** `/remotes/mfe-chat/…` → `mfe-chat`; everything else is the shell's. */
function owner(script: Script): string {
  return /^\/remotes\/([^/]+)\//.exec(script.url)?.[1] ?? 'shell';
}

function sum(scripts: Script[], measure: 'raw' | 'gzip' | 'brotli'): number {
  return scripts.reduce((total, script) => total + script[measure], 0);
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The figures of one page load, and its largest files (`shown` of them; all with Infinity). */
function report(label: string, scripts: Script[], shownMs: number, shown = 8): void {
  console.log(
    `${label}: ${scripts.length} JavaScript files, ${kilobytes(sum(scripts, 'brotli'))} brotli, ${kilobytes(sum(scripts, 'gzip'))} gzip (${kilobytes(sum(scripts, 'raw'))} raw), shown after ${shownMs} ms`,
  );
  const byOwner = [...new Set(scripts.map(owner))].map((name) => {
    const owned = scripts.filter((script) => owner(script) === name);
    return `${name} ${kilobytes(sum(owned, 'brotli'))} in ${owned.length}`;
  });
  console.log(`  by origin (brotli): ${byOwner.join(', ')}`);
  for (const script of [...scripts].sort((a, b) => b.brotli - a.brotli).slice(0, shown)) {
    console.log(`  ${(script.brotli / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  }
}

async function signInRoute(browser: Browser, baseUrl: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const recording = recordScripts(page);
  const started = Date.now();
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  const shownMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  report('/auth/login, first visit', await measured(recording), shownMs);
  await page.close();
}

interface HomeVisit {
  recording: Recording;
  shownMs: number;
  page: Page;
}

/**
 * A returning visit to `/`: a new page with a cold memory cache (the HTTP cache is what a return
 * visit would have, so it is disabled to count every byte as on a first visit after sign-in).
 * `withoutChat` refuses the chat remote's files, to weigh what the closed bubble adds.
 */
async function visitHome(
  context: BrowserContext,
  baseUrl: string,
  withoutChat = false,
): Promise<HomeVisit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (withoutChat) await page.route('**/remotes/mfe-chat/**', (route) => route.abort());
  const recording = recordScripts(page);
  const started = Date.now();
  await page.goto(`${baseUrl}/`);
  await page.getByText('Welcome back').first().waitFor();
  const shownMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { recording, shownMs, page };
}

/** Whether the signed-in home fits the budget; says which figure is over. */
function withinBudget(scripts: Script[]): boolean {
  const brotli = sum(scripts, 'brotli') / 1024;
  const isWithin = brotli <= budget.kilobytes && scripts.length <= budget.files;
  console.log(
    `Budget of the signed-in home: ${brotli.toFixed(1)} of ${budget.kilobytes} KB brotli, ${scripts.length} of ${budget.files} files: ${isWithin ? 'within' : 'OVER'}`,
  );
  return isWithin;
}

/** Loads the signed-in home; true when it is within the budget. */
async function signedInHome(browser: Browser, baseUrl: string): Promise<boolean> {
  // Without the service worker: it would fetch remotes out of the page's sight (and past its
  // routes), and this counts what the network carries to the page.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const setup = await context.newPage();
  await signUpInBrowser(setup, baseUrl, newUser('Bench', 'Cook'));
  await setup.close();

  const bare = await visitHome(context, baseUrl, true);
  const bareScripts = await measured(bare.recording);
  report('/ signed in without the chat remote', bareScripts, bare.shownMs);
  await bare.page.close();

  const home = await visitHome(context, baseUrl);
  const homeScripts = await measured(home.recording);
  report('/ signed in (shell, recipes remote, Apollo)', homeScripts, home.shownMs, Infinity);
  const isWithinBudget = withinBudget(homeScripts);
  console.log(
    `The closed chat bubble adds ${kilobytes(sum(homeScripts, 'brotli') - sum(bareScripts, 'brotli'))} brotli to the first signed-in screen (target ≤ 15 KB); its own files:`,
  );
  for (const script of homeScripts.filter((script) => owner(script) === 'mfe-chat')) {
    console.log(`  ${(script.brotli / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  }

  // The window's code comes with the first open, not with the page.
  const before = home.recording.length;
  await home.page.getByRole('button', { name: 'Open the cooking assistant' }).click();
  await home.page.getByRole('textbox', { name: 'Message the cooking assistant' }).waitFor();
  await home.page.waitForLoadState('networkidle');
  report('first open of the chat window', await measured(home.recording.slice(before)), 0);
  await context.close();
  return isWithinBudget;
}

assertBuilt();
const server = await startServer();
const browser = await launchBrowser();
try {
  await signInRoute(browser, server.baseUrl);
  if (!(await signedInHome(browser, server.baseUrl))) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
