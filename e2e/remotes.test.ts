import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signUpInBrowser } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import {
  cachedByServiceWorker,
  servedOfflineByServiceWorker,
  serviceWorkerControls,
} from './page-tools.ts';
import { runBuildCommand } from './run-build-command.ts';
import { assertBuilt, type RunningServer, startServer } from './start-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminPackage = join(root, 'mfe-admin');
const shellDist = join(root, 'shell/dist');

/** Nothing listens on the discard port, so the shopping remote cannot load. */
const unreachableShoppingEntry = 'http://127.0.0.1:9/remoteEntry.js';
/** The admin remote names the page on every load, whatever the viewer may see. */
const originalAdminTitle = 'Admin Dashboard · Mise';
const redeployedAdminTitle = `Admin redeployed ${randomBytes(4).toString('hex')} · Mise`;
const adminTitleSource = 'src/routes/admin-dashboard.tsx';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let adminCopy: string | undefined;
let adminOutDir: string | undefined;
/** What the admin remote's own host serves: its build in the repo, then the redeployed one. */
let adminServedDir = join(adminPackage, 'dist');
let adminStatic: Server | undefined;
let adminOrigin: string;
let shellHashesBefore: Record<string, string>;

const user = newUser('Grace', 'Hopper');

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

/** sha256 of every file under `dir`, keyed by its path relative to `dir`. */
async function hashTree(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else
        hashes[relative(dir, path)] = createHash('sha256')
          .update(await readFile(path))
          .digest('hex');
    }
  };
  await walk(dir);
  return hashes;
}

/** Waits until the admin remote has named the page `title`. */
async function titled(title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title, {
    timeout: 30_000,
  });
}

/**
 * Builds mfe-admin with a changed page title from a temporary copy inside the package (so the
 * workspace's node_modules resolve), into a temporary outDir; the repo's sources stay untouched.
 */
async function buildRedeployedAdmin(): Promise<string> {
  adminCopy = join(adminPackage, `.e2e-build-${randomBytes(4).toString('hex')}`);
  await mkdir(adminCopy);
  for (const name of await readdir(adminPackage)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.e2e-build-')) continue;
    await cp(join(adminPackage, name), join(adminCopy, name), { recursive: true });
  }
  const sourcePath = join(adminCopy, adminTitleSource);
  const source = await readFile(sourcePath, 'utf8');
  if (!source.includes(originalAdminTitle)) {
    throw new Error(`mfe-admin/${adminTitleSource} no longer contains "${originalAdminTitle}"`);
  }
  await writeFile(sourcePath, source.replace(originalAdminTitle, redeployedAdminTitle));
  // The copy sits one level deeper, so its tsconfig must reach the base config one level higher.
  const tsconfigPath = join(adminCopy, 'tsconfig.json');
  const tsconfig = await readFile(tsconfigPath, 'utf8');
  await writeFile(
    tsconfigPath,
    tsconfig.replace('"../tsconfig.base.json"', '"../../tsconfig.base.json"'),
  );

  const outDir = await mkdtemp(join(tmpdir(), 'e2e-mfe-admin-'));
  // The workspace's Node (22) loads the TypeScript config of @app/ui natively.
  await runBuildCommand(
    process.execPath,
    [
      join(adminPackage, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    adminCopy,
  );
  return outDir;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * A tiny static server on loopback with CORS `*`, standing in for a remote's own host; it serves
 * whatever folder `currentDir` names at each request, so a test can redeploy.
 */
function serveStatic(currentDir: () => string): Promise<{ server: Server; origin: string }> {
  const httpServer = createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    const dir = currentDir();
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = resolve(dir, `.${pathname}`);
    try {
      if (!file.startsWith(dir + sep) || !(await stat(file)).isFile()) throw new Error('not found');
      response.setHeader('content-type', contentTypes[extname(file)] ?? 'application/octet-stream');
      response.end(await readFile(file));
    } catch {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  return new Promise((resolvePromise, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(0, '127.0.0.1', () => {
      const address = httpServer.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolvePromise({ server: httpServer, origin: `http://127.0.0.1:${port}` });
    });
  });
}

beforeAll(async () => {
  assertBuilt();
  shellHashesBefore = await hashTree(shellDist);
  adminOutDir = await buildRedeployedAdmin();
  const served = await serveStatic(() => adminServedDir);
  adminStatic = served.server;
  adminOrigin = served.origin;
  server = await startServer({
    env: {
      REMOTE_MFE_SHOPPING_URL: unreachableShoppingEntry,
      REMOTE_MFE_ADMIN_URL: `${served.origin}/remoteEntry.js`,
    },
  });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: viewports.phone });
  page = await context.newPage();

  await signUpInBrowser(page, url(''), user);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolvePromise) => {
    if (adminStatic) adminStatic.close(resolvePromise);
    else resolvePromise(undefined);
  });
  if (adminCopy) await rm(adminCopy, { recursive: true, force: true });
  if (adminOutDir) await rm(adminOutDir, { recursive: true, force: true });
});

describe('a remote that fails to load', () => {
  it('shows the retry card inside the route and keeps the bottom navigation working', async () => {
    const manifest = (await (await fetch(url('/remotes.json'))).json()) as Record<
      string,
      { entry: string }
    >;
    expect(manifest.mfe_shopping?.entry).toBe(unreachableShoppingEntry);

    await page.goto(url('/shopping-list'));
    const card = page.getByRole('alert').filter({
      hasText: 'This part of the app could not be loaded',
    });
    await card.waitFor({ timeout: 30_000 });
    await card.getByText('Check your connection and try again.').waitFor();
    await card.getByRole('button', { name: 'Retry' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();

    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((current) => current.pathname === '/profile');
    await page.getByRole('heading', { name: `${user.firstName} ${user.lastName}` }).waitFor();
    await page.getByText(user.email).first().waitFor();
    expect(await card.count()).toBe(0);

    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((current) => current.pathname === '/');
    await page.locator('[data-remote="mfe-recipes"]').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

describe('a remote redeployed without rebuilding the shell', () => {
  it('shows the admin remote as first deployed, through the service worker', async () => {
    await serviceWorkerControls(page);
    // The remote's own origin is in the page's policy; a violation would fail this test.
    const response = await page.goto(url('/admin'));
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    expect(policy).toMatch(new RegExp(`script-src [^;]*${adminOrigin}`));
    expect(policy).toMatch(new RegExp(`style-src [^;]*${adminOrigin}`));
    await titled(originalAdminTitle);
    await cachedByServiceWorker(page, `${adminOrigin}/remoteEntry.js`);
  });

  it('shows the redeployed admin remote on the next load while the shell build stays as it was', async () => {
    if (!adminOutDir) throw new Error('the redeployed admin was not built');
    adminServedDir = adminOutDir;
    // The worker answers remoteEntry.js from the network first: the new deployment wins.
    await page.reload();
    await titled(redeployedAdminTitle);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await hashTree(shellDist)).toEqual(shellHashesBefore);
  });

  it('runs the last deployment seen when the network is gone', async () => {
    await context.setOffline(true);
    try {
      await servedOfflineByServiceWorker(page, '/admin');
      await page.reload();
      await titled(redeployedAdminTitle);
    } finally {
      await context.setOffline(false);
    }
  });
});
