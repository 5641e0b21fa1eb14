import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium, headless and quiet (no update or sync traffic). `extraArgs` adds switches,
 * e.g. `--use-fake-device-for-media-stream` for a test camera.
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
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
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
