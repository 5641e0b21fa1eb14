import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageReader } from '../src/ai/url-import/page-reader.ts';
import { UrlImportError } from '../src/ai/url-import/url-import-error.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { worstStallDuring } from './event-loop-stall.ts';
import { rest } from './http.ts';

/** Pages a hostile site could serve: within the 5 MB download limit, built to make readers slow. */
const nested = (depth: number) => `<html><body>${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`;
const hostilePages: Record<string, string> = {
  // 313 KB that took the readers 10 s on the main thread.
  '/nested-64k': nested(64_000),
  // The probe's page held the server for over 6 minutes before it was stopped.
  '/nested-400k': nested(400_000),
  '/flat-300k': `<html><body><ul>${'<li>1 egg</li>'.repeat(300_000)}</ul></body></html>`,
};

let app: TestApp;
let cook: TestUser;
let pages: Server;
let pagesUrl: string;

beforeAll(async () => {
  app = await createTestApp();
  cook = await app.user();
  pages = createServer((request, response) => {
    const page = hostilePages[request.url ?? ''];
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

/** Asks /health every 20 ms until `done` settles; the slowest answer, in milliseconds. */
async function slowestHealthWhile(done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let slowest = 0;
  while (!finished) {
    const started = performance.now();
    const response = await fetch(`${app.url}/health`);
    expect(response.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return slowest;
}

describe('importing a hostile page by URL', () => {
  for (const [path, problem] of [
    ['/nested-64k', 'nested too deeply'],
    ['/nested-400k', 'nested too deeply'],
    ['/flat-300k', 'too many elements'],
  ] as const) {
    it(`refuses ${path} (${problem}) while the server keeps answering`, async () => {
      let slowestHealth = 0;
      let answer:
        | Awaited<ReturnType<typeof rest<{ error: { code: string; message: string } }>>>
        | undefined;
      const stall = await worstStallDuring(async () => {
        const importing = rest<{ error: { code: string; message: string } }>(
          app,
          'POST',
          '/api/recipes/analyze-url',
          {
            user: cook,
            body: { url: `${pagesUrl}${path}` },
          },
        );
        slowestHealth = await slowestHealthWhile(importing);
        answer = await importing;
      });
      expect(answer?.status).toBe(400);
      expect(answer?.body.error.message).toContain(problem);
      expect(slowestHealth).toBeLessThan(100);
      expect(stall).toBeLessThan(100);
    });
  }

  it('saves nothing for a refused page', async () => {
    const list = await rest<{ recipes: unknown[] }>(app, 'GET', '/api/recipes', { user: cook });
    expect(list.status).toBe(200);
    expect(list.body.recipes ?? list.body).toHaveLength(0);
  });
});

describe('the page reader', () => {
  it('abandons a page read for longer than its time limit and reads the next one', async () => {
    const reader = createPageReader({ threads: 1, timeoutMs: 1 });
    try {
      const page = `<html><body><h1>Cake</h1>${'<p>stir</p>'.repeat(50_000)}</body></html>`;
      await expect(
        reader.read({ html: page, pageUrl: 'https://example.test/', withText: true }),
      ).rejects.toThrow(
        new UrlImportError(
          'too_complex',
          'That page took too long to read. Try another address, or paste the recipe as text.',
        ),
      );
    } finally {
      await reader.close();
    }
    const patient = createPageReader({ threads: 1 });
    try {
      const reading = await patient.read({
        html: '<html><body><h1>Cake</h1><h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g flour</li></ul><h2>Method</h2><ol><li>Mix and bake.</li></ol></body></html>',
        pageUrl: 'https://example.test/cake',
        withText: true,
      });
      expect(reading.draft?.name).toBe('Cake');
      expect(reading.text).toContain('2 eggs');
    } finally {
      await patient.close();
    }
  });

  it('ends a thread whose page outgrows its heap, and says so', async () => {
    const reader = createPageReader({ threads: 1, heapMb: 16 });
    try {
      const page = `<html><body>${'<p><b>butter</b> <i>sugar</i></p>'.repeat(90_000)}</body></html>`;
      await expect(
        reader.read({ html: page, pageUrl: 'https://example.test/', withText: true }),
      ).rejects.toThrow('That page needs too much memory to read.');
    } finally {
      await reader.close();
    }
  });
});
