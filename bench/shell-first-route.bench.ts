// The sign-in route's JavaScript: what a phone downloads before it can sign in. Serves the built
// front ends with the real api and loads /auth/login in Debian's Chromium; every script response is
// gzip-compressed here to count the bytes a compressing CDN or proxy would send.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/launch-browser.ts';
import { assertBuilt, startServer } from '../e2e/start-server.ts';

assertBuilt();
const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body).length,
      });
  });
  const started = Date.now();
  await page.goto(`${server.baseUrl}/auth/login`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  const renderMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
  console.log(
    `/auth/login: ${scripts.length} JavaScript requests, ${(total / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw), sign-in form shown after ${renderMs} ms`,
  );
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
