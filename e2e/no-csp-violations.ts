// Set up for every test file (vitest.config.ts `setupFiles`): a journey whose pages broke the
// app's Content-Security-Policy fails, whichever file it is in. Browsers come from
// launchBrowser(), which records the violations (csp-violations.ts).
import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp-violations.ts';

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

// What a file's afterAll hooks opened (they run before this one) is checked here.
afterAll(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
