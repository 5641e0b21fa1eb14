// External sign-in from the browser: the real shell and supabase-js, the api's /auth/v1
// authorize and callback, and a GitHub-shaped provider on loopback standing in for github.com.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOAuthStandIn } from '../api/test/oauth-provider-stand-in.ts';
import { seriousAxeFindings } from './accessibility.ts';
import { newUser, signUpInBrowser } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { pathOf, screenshots } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let provider: Awaited<ReturnType<typeof startOAuthStandIn>>;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const person = {
  id: 4242,
  login: 'alicewaters',
  name: 'Alice Waters',
  email: `alice.${Date.now().toString(36)}@example.com`,
  isEmailVerified: true,
};

function url(path: string): string {
  return `${server.baseUrl}${path}`;
}

beforeAll(async () => {
  provider = await startOAuthStandIn({ clientId: 'e2e-client', clientSecret: 'e2e-secret' });
  server = await startServer({
    env: {
      GITHUB_CLIENT_ID: 'e2e-client',
      GITHUB_CLIENT_SECRET: 'e2e-secret',
      GITHUB_URL: provider.endpoints.issuer,
      GITHUB_API_URL: provider.endpoints.profile,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

beforeEach(async () => {
  provider.state.person = person;
  provider.state.refuse = false;
  context = await browser.newContext({ viewport: viewports.phone });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

describe('Continue with GitHub', () => {
  it('signs in through the provider and lands on / signed in', async () => {
    await page.goto(url('/auth/login'));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL((current) => current.pathname === '/', { timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByText(person.email).first().waitFor();
  });

  it('passes the provider refusal on to / and back to the login screen', async () => {
    provider.state.refuse = true;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(pathOf(page));
    });
    await page.goto(url('/auth/login'));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL((current) => current.pathname === '/auth/login' && visited.length > 2, {
      timeout: 20_000,
    });
    expect(visited).toContain(
      `/?error=${encodeURIComponent('The user has denied your application access.')}`,
    );
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it('signs in and out on the OAuth test page', async () => {
    await page.goto(url('/oauth-test'));
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.waitForURL((current) => current.pathname === '/', { timeout: 20_000 });
    await page.goto(url('/oauth-test'));
    await page.getByText(person.email).waitFor();
    await page.getByText('github').waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Continue with GitHub' }).waitFor();
  });
});

describe('Continue with Google without Google set up', () => {
  it('says so next to the buttons and stays on the page', async () => {
    await page.goto(url('/auth/login'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Sign-in with Google is not set up on this server.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});

describe('linking GitHub from Profile', () => {
  it('links GitHub to an e-mail account, lists it, and removes it again', async () => {
    // A person of their own: GitHub's 4242 already signs in to Alice's account above.
    const linker = {
      ...person,
      id: 5151,
      login: 'marcella',
      name: 'Marcella Hazan',
      email: `marcella.${Date.now().toString(36)}@example.com`,
    };
    provider.state.person = linker;
    const cook = newUser('Marcella', 'Hazan');
    await signUpInBrowser(page, server.baseUrl, cook);
    await page.goto(url('/profile'));
    const section = page.getByRole('region', { name: 'Ways to sign in' });
    await section.getByText('E-mail and password').waitFor();
    // The only way to sign in cannot be removed.
    expect(await section.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await section.getByRole('button', { name: 'Link Google' }).count()).toBe(0);

    await section.getByRole('button', { name: 'Link GitHub' }).click();
    await page.waitForURL((current) => current.pathname === '/', { timeout: 20_000 });
    await page.goto(url('/profile'));
    await section.getByText('GitHub', { exact: true }).waitFor();
    await section.getByText(linker.email).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'profile-ways-to-sign-in');

    await section.getByRole('button', { name: 'Remove GitHub' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Sign-In Removed').first().waitFor();
    await section.getByText('GitHub', { exact: true }).waitFor({ state: 'detached' });
    expect(await section.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await section.getByRole('button', { name: 'Link GitHub' }).waitFor();
  });
});
