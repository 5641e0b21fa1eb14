import type { Browser, BrowserContext } from 'playwright-core';

/** What the browsers of this test file reported since the last `takeCspViolations()`. */
const violations: string[] = [];

/**
 * Records every Content-Security-Policy violation in the browser's contexts: the page's
 * `securitypolicyviolation` events, and Chromium's console messages about the policy (which also
 * cover a policy the browser could not parse). Every context the browser makes is watched, so a
 * journey cannot forget it; `no-csp-violations.ts` fails the test that saw one.
 */
export function watchCspViolations(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context);
    return context;
  };
}

/** The violations recorded so far, which are then forgotten. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

async function watchContext(context: BrowserContext): Promise<void> {
  await context.exposeFunction('__reportCspViolation', (report: string) => {
    violations.push(report);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void })
      .__reportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const blocked = event.blockedURI || 'inline';
        const source = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
        report(`${event.effectiveDirective} blocked ${blocked} on ${location.href}${source}`);
      },
      { capture: true },
    );
  });
  context.on('console', (message) => {
    if (/content security policy/i.test(message.text())) {
      violations.push(`console: ${message.text()} (on ${message.page()?.url() ?? 'a worker'})`);
    }
  });
}
