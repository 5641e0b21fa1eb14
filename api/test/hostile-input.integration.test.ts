import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageReader } from '../src/ai/url-import/page-reader.ts';
import { UrlImportError } from '../src/ai/url-import/url-import-error.ts';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { worstStallDuring } from './event-loop-stall.ts';
import { pollFromAnotherProcess } from './health-poller.ts';
import { rest } from './http.ts';

/** Pages a hostile site could serve: within the 5 MB download limit, built to make readers slow. */
const nested = (depth: number) => `<html><body>${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`;
const hostileHtml: Record<string, string> = {
  // 313 KB that took the readers 10 s on the main thread.
  '/nested-64k': nested(64_000),
  // The probe's page held the server for over 6 minutes before it was stopped.
  '/nested-400k': nested(400_000),
  '/flat-300k': `<html><body><ul>${'<li>1 egg</li>'.repeat(300_000)}</ul></body></html>`,
  // Just past the depth bound: small, refused at once.
  '/nested-600': nested(600),
  '/pancakes':
    '<html><body><h1>Pancakes</h1><h2>Ingredients</h2><ul><li>2 eggs</li><li>200 g flour</li></ul><h2>Method</h2><ol><li>Whisk and fry.</li></ol></body></html>',
};
// Encoded once: the site shares this process's event loop with the server, and encoding 4 MB
// per request would be the test's stall, not the server's.
const hostilePages = Object.fromEntries(
  Object.entries(hostileHtml).map(([path, html]) => [path, Buffer.from(html)]),
);

/** A page as fetchPage hands it to the reader. */
const served = (html: string, pageUrl: string, withText: boolean) => ({
  body: Buffer.from(html),
  contentType: 'text/html; charset=utf-8',
  pageUrl,
  withText,
});

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
  // A first import starts the reading thread and warms the import path, a small refused page
  // the refusal's: what is measured below is the hostile page, not the first use of a path.
  const warm = await rest(app, 'POST', '/api/recipes/analyze-url', {
    user: cook,
    body: { url: `${pagesUrl}/pancakes` },
  });
  expect(warm.status).toBe(200);
  const refused = await rest(app, 'POST', '/api/recipes/analyze-url', {
    user: cook,
    body: { url: `${pagesUrl}/nested-600` },
  });
  expect(refused.status).toBe(400);
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => pages.close(() => resolve()));
});

describe('importing a hostile page by URL', () => {
  for (const [path, problem] of [
    ['/nested-64k', 'nested too deeply'],
    ['/nested-400k', 'nested too deeply'],
    ['/flat-300k', 'too many elements'],
  ] as const) {
    it(`refuses ${path} (${problem}) while the server keeps answering`, async () => {
      let health = { slowestMs: 0, answers: 0 };
      let answer:
        | Awaited<ReturnType<typeof rest<{ error: { code: string; message: string } }>>>
        | undefined;
      const stall = await worstStallDuring(async (watch) => {
        // Starting the poller forks this (large) process: the test's own pause, not the server's.
        const poller = await watch.excluding(() => pollFromAnotherProcess(`${app.url}/health`));
        answer = await rest<{ error: { code: string; message: string } }>(
          app,
          'POST',
          '/api/recipes/analyze-url',
          { user: cook, body: { url: `${pagesUrl}${path}` } },
        );
        health = await poller.stop();
      });
      expect(answer?.status).toBe(400);
      expect(answer?.body.error.message).toContain(problem);
      expect(health.answers).toBeGreaterThan(0);
      expect(health.slowestMs).toBeLessThan(100);
      expect(stall).toBeLessThan(100);
    });
  }

  it('saves nothing for a refused page', async () => {
    const list = await rest<{ name: string }[]>(app, 'GET', '/api/recipes', { user: cook });
    expect(list.status).toBe(200);
    expect(list.body.map((recipe) => recipe.name)).toEqual(['Pancakes']);
  });
});

describe('importing a damaged photo', () => {
  it("is the cook's input (400), not the server's failure (502)", async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c96' },
    })
      .jpeg()
      .toBuffer();
    // The header stays sound; the picture data in the middle is scrambled.
    for (let index = Math.floor(photo.length * 0.4); index < photo.length * 0.6; index += 7) {
      photo[index] = ((photo[index] ?? 0) * 31 + 17) & 0xff;
    }
    const answer = await rest<{ error: { code: string; message: string } }>(
      app,
      'POST',
      '/api/recipes/analyze-image',
      { user: cook, body: { image: `data:image/jpeg;base64,${photo.toString('base64')}` } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'VALIDATION',
      message: 'The photo is damaged and could not be read. Please take or upload it again.',
    });
  });
});

describe('the page reader', () => {
  it('abandons a page read for longer than its time limit and reads the next one', async () => {
    const reader = createPageReader({ threads: 1, timeoutMs: 1 });
    try {
      const page = `<html><body><h1>Cake</h1>${'<p>stir</p>'.repeat(50_000)}</body></html>`;
      await expect(reader.read(served(page, 'https://example.test/', true))).rejects.toThrow(
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
      const reading = await patient.read(
        served(
          '<html><body><h1>Cake</h1><h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g flour</li></ul><h2>Method</h2><ol><li>Mix and bake.</li></ol></body></html>',
          'https://example.test/cake',
          true,
        ),
      );
      expect(reading.draft?.name).toBe('Cake');
      expect(reading.text).toContain('2 eggs');
    } finally {
      await patient.close();
    }
  });

  it('stops a page that outgrows its heap by one limit or the other', async () => {
    // 99,000 elements (under the element bound) whose DOM needs several times the 16 MB heap.
    // Near its limit V8 may run out at once or collect for long: whichever limit comes first
    // ends the read.
    const reader = createPageReader({ threads: 1, heapMb: 16, timeoutMs: 5_000 });
    try {
      const page = `<html><body>${`<i title="${'sugar '.repeat(20)}">x</i>`.repeat(99_000)}</body></html>`;
      const refusal = await reader.read(served(page, 'https://example.test/', true)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(UrlImportError);
      expect((refusal as UrlImportError).message).toMatch(
        /^That page (needs too much memory|took too long) to read\./,
      );
    } finally {
      await reader.close();
    }
    // The server reads on: another reader (the server's pool has a second thread) takes a page.
    const other = createPageReader({ threads: 1 });
    try {
      const next = await other.read(
        served(
          '<html><body><h1>Tea</h1><ul><li>1 tea bag</li><li>250 ml water</li></ul><ol><li>Steep.</li></ol></body></html>',
          'https://example.test/tea',
          false,
        ),
      );
      expect(next.draft?.name).toBe('Tea');
    } finally {
      await other.close();
    }
  });
});
