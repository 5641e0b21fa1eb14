// The JavaScript a phone downloads before it can act: the sign-in route for a first visit, and
// the home screen for a returning, signed-in user. Serves the built front ends with the real api
// and loads each page in Debian's Chromium; every script response is gzip-compressed here to
// count the bytes a compressing CDN or proxy would send.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
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

function report(label: string, scripts: Script[], shownMs: number): void {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
  console.log(
    `${label}: ${scripts.length} JavaScript requests, ${(total / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw), shown after ${shownMs} ms`,
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

async function signedInHome(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const setup = await context.newPage();
  await signUpInBrowser(setup, baseUrl, newUser('Bench', 'Cook'));
  await setup.close();
  // A returning visit: a new page with a cold memory cache (the HTTP cache is what a return
  // visit would have, so it is disabled to count every byte as on a first visit after sign-in).
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = recordScripts(page);
  const started = Date.now();
  await page.goto(`${baseUrl}/`);
  await page.getByText('Welcome back').first().waitFor();
  const shownMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  report('/ signed in (shell, recipes and chat remotes, Apollo)', scripts, shownMs);
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
