// The JavaScript a phone downloads before it can act: the sign-in route for a first visit, and
// the home screen for a returning, signed-in user. Serves the built front ends with the real api
// and loads each page in Debian's Chromium; every script response is gzip-compressed here to
// count the bytes a compressing CDN or proxy would send.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newUser, signUpInBrowser } from '../e2e/app-user.ts';
import { launchBrowser } from '../e2e/launch-browser.ts';
import { assertBuilt, startServer } from '../e2e/start-server.ts';

interface Script {
  url: string;
  raw: number;
  gzip: number;
}

/** Records every script the page loads from now on. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body) {
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
      });
    }
  });
  return scripts;
}

/** `/remotes/mfe-chat/…` → `mfe-chat`; everything else is the shell's. */
function owner(script: Script): string {
  return /^\/remotes\/([^/]+)\//.exec(script.url)?.[1] ?? 'shell';
}

function kilobytes(scripts: Script[]): string {
  return `${(scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024).toFixed(1)} KB`;
}

function report(label: string, scripts: Script[], shownMs: number): void {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
  console.log(
    `${label}: ${scripts.length} JavaScript requests, ${(total / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw), shown after ${shownMs} ms`,
  );
  const owners = [...new Set(scripts.map(owner))];
  console.log(
    `  by origin: ${owners.map((name) => `${name} ${kilobytes(scripts.filter((script) => owner(script) === name))}`).join(', ')}`,
  );
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  }
}

async function signInRoute(browser: Browser, baseUrl: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = recordScripts(page);
  const started = Date.now();
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  const shownMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  report('/auth/login, first visit', scripts, shownMs);
  await page.close();
}

interface HomeVisit {
  scripts: Script[];
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
  const scripts = recordScripts(page);
  const started = Date.now();
  await page.goto(`${baseUrl}/`);
  await page.getByText('Welcome back').first().waitFor();
  const shownMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { scripts, shownMs, page };
}

async function signedInHome(browser: Browser, baseUrl: string): Promise<void> {
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
  report('/ signed in without the chat remote', bare.scripts, bare.shownMs);
  await bare.page.close();

  const home = await visitHome(context, baseUrl);
  report('/ signed in (shell, recipes and chat remotes, Apollo)', home.scripts, home.shownMs);
  const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(
    `The closed chat bubble adds ${((total(home.scripts) - total(bare.scripts)) / 1024).toFixed(1)} KB gzip to the first signed-in screen (target ≤ 15 KB); its own files:`,
  );
  for (const script of home.scripts.filter((script) => owner(script) === 'mfe-chat')) {
    console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  }

  // The window's code comes with the first open, not with the page.
  const before = home.scripts.length;
  await home.page.getByRole('button', { name: 'Open the cooking assistant' }).click();
  await home.page.getByRole('textbox', { name: 'Message the cooking assistant' }).waitFor();
  await home.page.waitForLoadState('networkidle');
  const opened = home.scripts.slice(before);
  report('first open of the chat window', opened, 0);
  await context.close();
}

assertBuilt();
const server = await startServer();
const browser = await launchBrowser();
try {
  await signInRoute(browser, server.baseUrl);
  await signedInHome(browser, server.baseUrl);
} finally {
  await browser.close();
  await server.stop();
}
