import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from './launch-browser.ts';
import { pathOf, screenshots } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;

const user = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada.${Date.now().toString(36)}@example.com`,
  password: 'correct horse battery',
};

function url(path: string): string {
  if (!server) throw new Error('server not started');
  return `${server.baseUrl}${path}`;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: viewports.phone });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('signed-out visitors', () => {
  it('sends a guest on /recipes to /auth/login', async () => {
    await page.goto(url('/recipes'));
    await page.waitForURL((current) => current.pathname === '/auth/login');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  });

  it('keeps the import url when a guest opens /import', async () => {
    await page.goto(url('/import?url=https%3A%2F%2Fexample.com%2Fr'));
    await page.waitForURL((current) => current.pathname === '/auth/login');
    expect(pathOf(page)).toBe('/auth/login?import_url=https%3A%2F%2Fexample.com%2Fr');
  });

  it('shows 404 Page Not Found on an unknown path', async () => {
    await page.goto(url('/no-such-page'));
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  it('sends a guest from /auth/callback to /?error=no_session_timeout after 8 s', async () => {
    const visited: string[] = [];
    const record = () => visited.push(pathOf(page));
    page.on('framenavigated', record);
    await page.goto(url('/auth/callback'));
    await page.getByText('Processing Authentication...').waitFor();
    const startedAt = Date.now();
    // The home route then sends the guest on to the login screen.
    await page.waitForURL((current) => current.pathname === '/auth/login', { timeout: 15_000 });
    page.off('framenavigated', record);
    expect(Date.now() - startedAt).toBeGreaterThan(7000);
    expect(visited).toContain('/?error=no_session_timeout');
  });

  it('passes a provider error from /auth/callback on to /', async () => {
    const visited: string[] = [];
    const record = () => visited.push(pathOf(page));
    page.on('framenavigated', record);
    await page.goto(url('/auth/callback?error=access_denied&error_description=Access+denied'));
    await page.waitForURL((current) => current.pathname === '/auth/login');
    page.off('framenavigated', record);
    expect(visited).toContain('/?error=Access%20denied');
  });

  it('sends visitors from the marketing site to the app', async () => {
    if (!server) throw new Error('server not started');
    await page.goto(server.marketingUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain('Mise');
    await screenshots(page, 'marketing');
    await page.getByRole('link', { name: 'Open the app' }).first().click();
    await page.waitForURL((current) => current.pathname === '/auth/login');
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
  });

  it('shows the landing page with its feature cards', async () => {
    await page.goto(url('/auth/login'));
    for (const title of ['Smart Analysis', 'Recipe Intelligence', 'AI Cooking Assistant']) {
      await page.getByRole('heading', { name: title }).first().waitFor();
    }
    await screenshots(page, 'landing');
  });
});

describe('e-mail and password', () => {
  it('signs up and lands on / signed in', async () => {
    await page.goto(url('/auth/signup'));
    await page.getByLabel('First name').fill(user.firstName);
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((current) => current.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });

  it('shows the profile and signs out to /auth/login', async () => {
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: `${user.firstName} ${user.lastName}` }).waitFor();
    await page.getByText(user.email).first().waitFor();
    await page.getByText(/^Member since /).waitFor();
    await screenshots(page, 'profile');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((current) => current.pathname === '/auth/login');
  });

  it('shows the server message for a wrong password and clears it on edit', async () => {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const message = (await alert.textContent()) ?? '';
    expect(message).toMatch(/invalid login credentials/i);
    await page.getByLabel('Password').fill('still typing');
    await alert.waitFor({ state: 'detached' });
  });

  it('signs in again, lands on / and says so in a toast', async () => {
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((current) => current.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByText('Successfully signed in!').first().waitFor();
  });

  it('sends a signed-in user on /auth/login with import_url to /import', async () => {
    await page.goto(url('/auth/login?import_url=https%3A%2F%2Fexample.com%2Fr'));
    await page.waitForURL((current) => current.pathname === '/import');
    expect(pathOf(page)).toBe('/import?url=https%3A%2F%2Fexample.com%2Fr');
  });
});
