import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeCspViolations } from './csp-violations.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;

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

describe('the Content-Security-Policy watch every journey runs under', () => {
  it('catches a page that breaks the policy, and the policy blocks what it broke', async () => {
    const response = await page.goto(url('/auth/login'));
    expect(await response?.headerValue('content-security-policy')).toContain("script-src 'self'");
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    // What an injected tag would try: run inline code.
    const hasRun = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(hasRun).toBe(false);

    // Both channels report it: the page's event and Chromium's console message.
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...takeCspViolations());
        return seen;
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script-src-elem blocked inline on .*\/auth\/login/),
          expect.stringMatching(/^console: .*Content Security Policy/),
        ]),
      );
  });
});

describe('GraphiQL under the policy', () => {
  it('renders the explorer and runs a query without a violation', async () => {
    await page.goto(url('/graphql'));
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor();
    await page.getByRole('button', { name: /execute query/i }).click();
    await page.locator('.graphiql-response').getByText('"data"').waitFor();
    // The settings dialog (Radix): a library that would inject a <style> element shows up here.
    await page.getByRole('button', { name: /open settings dialog/i }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
  });
});
