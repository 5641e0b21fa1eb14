// Two-factor sign-in from Profile: the QR code is read back as an authenticator app would read
// it, and the codes are computed from its secret. Then a sign-in with the password stops at the
// code screen, and shows nothing of the app until the code is given.
import jsQRModule from 'jsqr';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './accessibility.ts';
import { newUser, signedInPage } from './app-user.ts';
import { launchBrowser, viewports } from './launch-browser.ts';
import { screenshots } from './page-tools.ts';
import { type RunningServer, startServer } from './start-server.ts';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let page: Page;
let secret = '';
/** The code that turned it on: it counts once. */
let setUpCode = '';
const cook = newUser('Tomas', 'Berg');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ page } = await signedInPage(browser, server.baseUrl, cook));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// jsqr is CommonJS whose types declare an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** The text a QR image holds, read from its pixels as a phone's camera would. */
async function qrText(target: Page): Promise<string> {
  const pixels = await target
    .getByRole('img', { name: 'QR code for your authenticator app' })
    .evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const size = 400;
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size, size);
      context.drawImage(image, 0, 0, size, size);
      return Array.from(context.getImageData(0, 0, size, size).data);
    });
  const decoded = jsQR(Uint8ClampedArray.from(pixels), 400, 400);
  if (!decoded) throw new Error('the QR code could not be read');
  return decoded.data;
}

/** The code of the time step `stepsAhead` from now (one step either side is accepted). */
const codeNow = (stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe('two-factor authentication', () => {
  it('sets it up from Profile with a code computed from the QR code', async () => {
    await page.goto(`${server?.baseUrl}/profile`);
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Set Up Two-Factor' }).click();
    const form = page.getByRole('form', { name: 'Set up two-factor authentication' });
    await form.waitFor();
    const uri = new URL(await qrText(page));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Mise');
    expect(decodeURIComponent(uri.pathname)).toContain(cook.email);
    secret = uri.searchParams.get('secret') ?? '';
    expect(await form.getByLabel('Key for your authenticator app').inputValue()).toBe(secret);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'two-factor-set-up');

    await form
      .getByLabel('Code from your app')
      .fill('000000' === (await codeNow()) ? '111111' : '000000');
    await form.getByRole('button', { name: 'Turn On' }).click();
    await form
      .getByRole('alert')
      .getByText('That code is not right. Enter the code your app shows now.')
      .waitFor();
    setUpCode = await codeNow();
    await form.getByLabel('Code from your app').fill(setUpCode);
    await page.keyboard.press('Enter');
    await page.getByText('Two-Factor On').first().waitFor();
    await section
      .getByText('On: each sign-in asks for a code from your authenticator app.')
      .waitFor();
    await screenshots(page, 'two-factor-on');
  });

  it('asks for the code after a sign-in with the password, before showing anything', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((current) => current.pathname === '/auth/login');
    await page.getByLabel('Email').fill(cook.email);
    await page.getByLabel('Password').fill(cook.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const gate = page.getByRole('form', { name: 'Two-factor sign-in' });
    await gate.getByRole('heading', { name: 'Enter your code' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByText('Welcome back').count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshots(page, 'two-factor-code');

    // The code given at set-up counts once; the next time step's code signs in.
    await gate.getByLabel('Code from your app').fill(setUpCode);
    await gate.getByRole('button', { name: 'Verify' }).click();
    await gate.getByRole('alert').waitFor();
    await gate.getByLabel('Code from your app').fill(await codeNow(1));
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByText(`Welcome back, ${cook.firstName}`).waitFor();
  });

  it('turns it off from Profile; the password alone signs in again', async () => {
    await page.goto(`${server?.baseUrl}/profile`);
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Turn Off Two-Factor' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn Off' }).click();
    await page.getByText('Two-Factor Off').first().waitFor();
    await section.getByRole('button', { name: 'Set Up Two-Factor' }).waitFor();

    if (!browser || !server) throw new Error('not started');
    const context = await browser.newContext({ viewport: viewports.phone });
    const other = await context.newPage();
    await other.goto(`${server.baseUrl}/auth/login`);
    await other.getByLabel('Email').fill(cook.email);
    await other.getByLabel('Password').fill(cook.password);
    await other.getByRole('button', { name: 'Sign In', exact: true }).click();
    await other.getByRole('navigation', { name: 'Main' }).waitFor();
    await context.close();
  });
});
