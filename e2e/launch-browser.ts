import { type Browser, chromium } from 'playwright-core';
import { watchCspViolations } from './csp-violations.ts';

/**
 * Debian's Chromium, headless and quiet (no update or sync traffic). `extraArgs` adds switches,
 * e.g. `--use-fake-device-for-media-stream` for a test camera. Its contexts report
 * Content-Security-Policy violations, which fail the test (no-csp-violations.ts).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  watchCspViolations(browser);
  return browser;
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
