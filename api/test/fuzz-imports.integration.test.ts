import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { worstStallDuring } from './event-loop-stall.ts';
import {
  answerProblem,
  changedTables,
  databaseFingerprint,
  fuzzRuns,
  send,
} from './fuzz/fuzz-harness.ts';
import { hostileText } from './fuzz/fuzz-values.ts';

// Imports fed what a hostile site or a broken camera gives: pages of every nesting, size, charset
// and redirect, photos truncated, lying about their format, claiming huge sizes or in formats the
// reader is not offered. Every answer is a recipe or a 4xx with the app's error shape, the
// server never stalls on one, and a refused import saves nothing.

const pageRuns = fuzzRuns(2_000, 150);
const photoRuns = fuzzRuns(2_000, 150);

interface ServedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

let app: TestApp;
let cooks: TestUser[];
let pages: Server;
let pagesUrl: string;
const served = new Map<string, ServedPage>();

beforeAll(async () => {
  app = await createTestApp();
  // Imports per cook are limited; each generated import is some cook's only one at the time.
  cooks = await Promise.all(Array.from({ length: 4 }, () => app.user()));
  for (const user of cooks) {
    await fetch(`${app.url}/api/auth/user`, { headers: { authorization: user.authorization } });
  }
  pages = createServer((request, response) => {
    const page = served.get(request.url ?? '');
    if (!page) return void response.writeHead(404).end();
    response.writeHead(page.status, page.headers).end(page.body);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => pages.close(() => resolve()));
  await app.close();
});

const tags = [
  'div',
  'p',
  'li',
  'ul',
  'ol',
  'span',
  'section',
  'table',
  'tr',
  'td',
  'h1',
  'h2',
  'script',
  'b',
];

/** HTML that nests, repeats, breaks and lies about itself. */
const html = fc.oneof(
  fc
    .record({
      tag: fc.constantFrom(...tags),
      depth: fc.integer({ min: 1, max: 200_000 }),
      text: hostileText,
    })
    .map(
      ({ tag, depth, text }) =>
        `<html><body>${`<${tag}>`.repeat(depth)}${text}${`</${tag}>`.repeat(Math.floor(depth / 2))}`,
    ),
  fc
    .record({ count: fc.integer({ min: 1, max: 150_000 }), text: fc.string({ maxLength: 20 }) })
    .map(
      ({ count, text }) => `<html><body><ul>${`<li>${text}</li>`.repeat(count)}</ul></body></html>`,
    ),
  fc
    .record({
      name: hostileText,
      lines: fc.array(hostileText, { maxLength: 30 }),
      steps: fc.array(hostileText, { maxLength: 10 }),
    })
    .map(
      ({ name, lines, steps }) =>
        `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name, recipeIngredient: lines, recipeInstructions: steps })}</script></head><body><h1>${name}</h1></body></html>`,
    ),
  fc
    .string({ maxLength: 400 })
    .map(
      (junk) =>
        `<html><head><script type="application/ld+json">{"@type":"Recipe",${junk}</script></head><body>${junk}</body></html>`,
    ),
  fc.string({ maxLength: 2_000 }),
);

const page = fc.record({
  html,
  charset: fc.constantFrom('utf-8', 'iso-8859-1', 'utf-16le', 'shift_jis', 'x-no-such-charset', ''),
  bom: fc.boolean(),
  contentType: fc.constantFrom(
    'text/html',
    'text/html',
    'application/xhtml+xml',
    'application/json',
    'image/png',
    '',
  ),
  status: fc.constantFrom(200, 200, 200, 404, 500, 302, 301, 307),
  redirects: fc.integer({ min: 0, max: 7 }),
  loops: fc.boolean(),
});

/** Photo bytes of every broken kind, as a data URL with a label that may lie. */
const photo = fc.oneof(
  fc
    .record({
      width: fc.integer({ min: 1, max: 400 }),
      height: fc.integer({ min: 1, max: 400 }),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
      format: fc.constantFrom('jpeg', 'png', 'webp', 'gif'),
    })
    .map(({ width, height, cut, format }) => ({
      kind: 'cut' as const,
      width,
      height,
      cut,
      format,
    })),
  fc
    .record({
      width: fc.integer({ min: 1, max: 200_000 }),
      height: fc.integer({ min: 1, max: 200_000 }),
    })
    .map(({ width, height }) => ({ kind: 'huge-header' as const, width, height })),
  fc
    .constantFrom('heic', 'avif', 'svg', 'bmp', 'tiff', 'pdf')
    .map((format) => ({ kind: 'foreign' as const, format })),
  fc.uint8Array({ maxLength: 4_096 }).map((bytes) => ({ kind: 'random' as const, bytes })),
);

async function photoBytes(
  input: fc.Arbitrary<unknown> extends never ? never : Parameters<typeof describePhoto>[0],
) {
  return describePhoto(input);
}

async function describePhoto(
  input:
    | {
        kind: 'cut';
        width: number;
        height: number;
        cut: number;
        format: 'jpeg' | 'png' | 'webp' | 'gif';
      }
    | { kind: 'huge-header'; width: number; height: number }
    | { kind: 'foreign'; format: string }
    | { kind: 'random'; bytes: Uint8Array },
): Promise<{ bytes: Buffer; label: string }> {
  switch (input.kind) {
    case 'cut': {
      const whole = await sharp({
        create: { width: input.width, height: input.height, channels: 3, background: '#a63' },
      })
        .toFormat(input.format)
        .toBuffer();
      return {
        bytes: whole.subarray(0, Math.floor(whole.length * input.cut)),
        label: `image/${input.format}`,
      };
    }
    case 'huge-header': {
      // A PNG whose header claims the size and whose data is a few bytes.
      const header = Buffer.alloc(33);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
      header.writeUInt32BE(13, 8);
      header.write('IHDR', 12, 'ascii');
      header.writeUInt32BE(input.width, 16);
      header.writeUInt32BE(input.height, 20);
      header.set([8, 2, 0, 0, 0], 24);
      return { bytes: Buffer.concat([header, Buffer.from('IDATxxxxIEND')]), label: 'image/png' };
    }
    case 'foreign': {
      const samples: Record<string, Buffer> = {
        heic: Buffer.concat([
          Buffer.from([0, 0, 0, 24]),
          Buffer.from('ftypheic'),
          Buffer.alloc(16),
        ]),
        avif: Buffer.concat([
          Buffer.from([0, 0, 0, 24]),
          Buffer.from('ftypavif'),
          Buffer.alloc(16),
        ]),
        svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        bmp: Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]),
        tiff: Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0]), Buffer.alloc(60)]),
        pdf: Buffer.from('%PDF-1.7\n%%EOF'),
      };
      return { bytes: samples[input.format] ?? Buffer.alloc(1), label: 'image/jpeg' };
    }
    case 'random':
      return { bytes: Buffer.from(input.bytes), label: 'image/png' };
  }
}

let pageNumber = 0;

function servePage(
  input: fc.Arbitrary<typeof page> extends never
    ? never
    : {
        html: string;
        charset: string;
        bom: boolean;
        contentType: string;
        status: number;
        redirects: number;
        loops: boolean;
      },
): string {
  pageNumber += 1;
  const base = `/p${pageNumber}`;
  const encoding =
    input.charset === 'utf-16le' ? 'utf16le' : input.charset === 'iso-8859-1' ? 'latin1' : 'utf8';
  let body = Buffer.from(input.html, encoding);
  if (input.bom) body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]);
  const contentType =
    input.contentType && input.charset
      ? `${input.contentType}; charset=${input.charset}`
      : input.contentType;
  served.set(`${base}/0`, {
    status: input.status,
    headers: contentType ? { 'content-type': contentType } : {},
    body,
  });
  for (let hop = input.redirects; hop > 0; hop -= 1) {
    const next = input.loops ? `${base}/${input.redirects}` : `${base}/${hop - 1}`;
    served.set(`${base}/${hop}`, {
      status: 302,
      headers: { location: `${pagesUrl}${next}` },
      body: Buffer.alloc(0),
    });
  }
  return `${pagesUrl}${base}/${input.redirects}`;
}

async function importing(path: string, body: unknown, index: number) {
  return send(app, {
    method: 'POST',
    path,
    body: JSON.stringify(body),
    contentType: 'application/json',
    authorization: cooks[index % cooks.length]?.authorization,
  });
}

describe('imports under generated hostile input', () => {
  it(`answers ${pageRuns} generated pages with a recipe or a 4xx, keeping the server responsive`, async () => {
    const problems: string[] = [];
    let before = await databaseFingerprint(app);
    let tried = 0;
    const stall = await worstStallDuring(async (watch) => {
      await fc.assert(
        fc.asyncProperty(page, async (input) => {
          const url = servePage(input);
          const answer = await importing('/api/recipes/analyze-url', { url }, tried);
          tried += 1;
          const problem = answerProblem(answer, 'rest');
          if (problem) problems.push(`page ${url}: ${problem}`);
          const after = await watch.excluding(() => databaseFingerprint(app));
          if (answer.status >= 400 && after !== before) {
            problems.push(
              `page ${url}: refused but changed ${changedTables(before, after).join(', ')}`,
            );
          }
          before = after;
        }),
        { numRuns: pageRuns, seed: Number(process.env.FUZZ_SEED ?? 2026) },
      );
    });
    console.log(`page fuzz: ${tried} pages, worst event-loop stall ${stall.toFixed(0)} ms`);
    expect(problems.slice(0, 10)).toEqual([]);
  }, 900_000);

  it(`answers ${photoRuns} broken photos with a 4xx, never a 5xx`, async () => {
    const problems: string[] = [];
    let tried = 0;
    const before = await databaseFingerprint(app);
    const stall = await worstStallDuring(async () => {
      await fc.assert(
        fc.asyncProperty(photo, async (input) => {
          const { bytes, label } = await photoBytes(input);
          const answer = await importing(
            '/api/recipes/analyze-image',
            { image: `data:${label};base64,${bytes.toString('base64')}` },
            tried,
          );
          tried += 1;
          const problem = answerProblem(answer, 'rest');
          if (problem) problems.push(`${input.kind} photo: ${problem}`);
          if (answer.status === 200) problems.push(`${input.kind} photo: imported as a recipe`);
        }),
        { numRuns: photoRuns, seed: Number(process.env.FUZZ_SEED ?? 2026) },
      );
    });
    console.log(`photo fuzz: ${tried} photos, worst event-loop stall ${stall.toFixed(0)} ms`);
    expect(problems.slice(0, 10)).toEqual([]);
    const after = await databaseFingerprint(app);
    expect(changedTables(before, after)).toEqual([]);
  }, 900_000);
});
