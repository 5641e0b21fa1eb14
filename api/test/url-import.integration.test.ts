import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeHtml } from '../src/ai/url-import/decode-html.ts';
import { extractRecipe } from '../src/ai/url-import/extract-recipe.ts';
import { fetchPage } from '../src/ai/url-import/fetch-page.ts';

// The recipe-page corpus (dev split) and its scorer, copied from the shared data so a clone of
// this repository can run the test on its own.
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const casesDir = join(fixtures, 'recipe-pages', 'dev');
const scorer = join(fixtures, 'score-import.mjs');
const cases = readdirSync(casesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

let server: Server;
let origin: string;
let outDir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '/').split('/')[1] ?? '');
    if (!cases.includes(name)) {
      res.writeHead(404).end();
      return;
    }
    // Sent byte for byte as saved, like a site would, so charset handling is exercised too.
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(readFileSync(join(casesDir, name, 'page.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  outDir = mkdtempSync(join(tmpdir(), 'url-import-'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
});

it('imports the recipe-page corpus with a score of at least 0.95', async () => {
  for (const name of cases) {
    const expected = JSON.parse(readFileSync(join(casesDir, name, 'expected.json'), 'utf8'));
    const page = await fetchPage(`${origin}/${name}/`, { allowPrivateAddresses: true });
    const draft = extractRecipe(decodeHtml(page.body, page.contentType), page.finalUrl);
    const result = draft && {
      site: expected.site,
      sourceUrl: draft.sourceUrl,
      name: draft.name,
      ingredients: draft.ingredients,
      instructions: draft.instructions,
      servings: draft.servings,
      totalTimeMinutes: draft.totalTimeMinutes,
      prepTimeMinutes: draft.prepTimeMinutes,
      cookTimeMinutes: draft.cookTimeMinutes,
      imageUrl: draft.imageUrl,
      description: draft.description,
    };
    writeFileSync(join(outDir, `${name}.json`), JSON.stringify(result, null, 2));
  }

  const table = execFileSync(process.execPath, [scorer, casesDir, outDir], { encoding: 'utf8' });
  console.log(table);
  const report = JSON.parse(
    execFileSync(process.execPath, [scorer, casesDir, outDir, '--json'], { encoding: 'utf8' }),
  ) as { overall: number; missing: number };
  expect(report.missing).toBe(0);
  expect(report.overall).toBeGreaterThanOrEqual(0.95);
}, 120_000);
