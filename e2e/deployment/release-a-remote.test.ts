import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, signUpInBrowser } from '../app-user.ts';
import { launchBrowser, viewports } from '../launch-browser.ts';
import { runBuildCommand } from '../run-build-command.ts';
import { type Deployment, frontEnds, releaseOf, startDeployment } from './deployment.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const shoppingPackage = join(repositoryRoot, 'mfe-shopping');
const headingSource = 'src/features/shopping-list/shopping-list-screen.tsx';
const releasedHeading = `Shopping List, release ${randomBytes(3).toString('hex')}`;

let deployment: Deployment;
let browser: Browser;
let page: Page;
let packageCopy: string | undefined;
let savedRelease: string | undefined;

/** sha256 of every file of a folder, keyed by its path inside it. */
async function hashTree(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[relative(dir, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return hashes;
}

/**
 * What the shopping team does to ship a change: a new version of mfe-shopping with a changed
 * heading, built and released by the package's own release step into the folder its static
 * server serves. Built from a copy inside the package (so the workspace's node_modules resolve);
 * the repository's sources stay as they are.
 */
async function releaseChangedShopping(): Promise<void> {
  packageCopy = join(shoppingPackage, `.e2e-release-${randomBytes(4).toString('hex')}`);
  await mkdir(packageCopy);
  for (const name of await readdir(shoppingPackage)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.e2e-')) continue;
    await cp(join(shoppingPackage, name), join(packageCopy, name), { recursive: true });
  }
  const sourcePath = join(packageCopy, headingSource);
  const source = await readFile(sourcePath, 'utf8');
  const heading = /(<h1[\s\S]*?>\s*)Shopping List(\s*<\/h1>)/;
  if (!heading.test(source))
    throw new Error(`mfe-shopping/${headingSource} has no heading to change`);
  await writeFile(sourcePath, source.replace(heading, `$1${releasedHeading}$2`));
  const packageJsonPath = join(packageCopy, 'package.json');
  const packageJson = JSON.parse(await readFile(packageJsonPath, 'utf8'));
  await writeFile(packageJsonPath, JSON.stringify({ ...packageJson, version: '0.0.1' }));
  const tsconfigPath = join(packageCopy, 'tsconfig.json');
  const tsconfig = await readFile(tsconfigPath, 'utf8');
  await writeFile(
    tsconfigPath,
    tsconfig.replace('"../tsconfig.base.json"', '"../../tsconfig.base.json"'),
  );

  await runBuildCommand(
    process.execPath,
    [join(shoppingPackage, 'node_modules/vite/bin/vite.js'), 'build'],
    packageCopy,
  );
  await runBuildCommand(
    process.execPath,
    [join(repositoryRoot, 'scripts/release-front-end.mjs')],
    packageCopy,
    {
      RELEASE_DIR: releaseOf('mfe-shopping'),
    },
  );
}

async function headingShown(text: string): Promise<void> {
  await page
    .getByRole('heading', { level: 1, name: text, exact: true })
    .waitFor({ timeout: 60_000 });
}

beforeAll(async () => {
  const postgresUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
  if (!postgresUrl || !redisUrl)
    throw new Error('The deployment tests need DATABASE_URL and REDIS_URL.');
  // The release this test replaces goes back in place afterwards.
  savedRelease = await mkdtemp(join(tmpdir(), 'mise-mfe-shopping-'));
  await cp(releaseOf('mfe-shopping'), savedRelease, { recursive: true });
  deployment = await startDeployment({ postgresUrl, redisUrl, replicas: 2, behindBalancer: 2 });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: viewports.phone });
  page = await context.newPage();
  await signUpInBrowser(page, deployment.url, newUser('Julia', 'Child'));
});

afterAll(async () => {
  await browser?.close();
  await deployment?.stop();
  if (packageCopy) await rm(packageCopy, { recursive: true, force: true });
  if (savedRelease) {
    await rm(releaseOf('mfe-shopping'), { recursive: true, force: true });
    await cp(savedRelease, releaseOf('mfe-shopping'), { recursive: true });
    await rm(savedRelease, { recursive: true, force: true });
  }
});

describe('a remote released after the shell', () => {
  it('is picked up by the running shell on the next load, and nothing else changes', async () => {
    const others = frontEnds.filter((part) => part !== 'mfe-shopping');
    const before = Object.fromEntries(
      await Promise.all(
        others.map(async (part) => [part, await hashTree(releaseOf(part))] as const),
      ),
    );
    const versionBefore = await (
      await fetch(`${deployment.url}/remotes/mfe-shopping/version.json`)
    ).json();

    await page.goto(`${deployment.url}/shopping-list`);
    await headingShown('Shopping List');

    await releaseChangedShopping();
    const versionAfter = await (
      await fetch(`${deployment.url}/remotes/mfe-shopping/version.json`)
    ).json();
    expect(versionAfter.version).toMatch(/^0\.0\.1\+/);
    expect(versionAfter.version).not.toBe(versionBefore.version);

    await page.reload();
    await headingShown(releasedHeading);
    // The other parts of the app still load beside it.
    await page.goto(`${deployment.url}/`);
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor({ timeout: 60_000 });

    for (const part of others) expect(await hashTree(releaseOf(part))).toEqual(before[part]);
  });
});
