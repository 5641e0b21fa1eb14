// URL import accuracy and speed on a recipe-page corpus, through the api's own import path
// minus the network: each saved page is handed to the import pipeline (`readPage`, offline
// provider) as if the fetch of its canonical URL had returned it, and the draft is cut to the
// recipe's limits as the import service saves it. Results are scored with score-import.mjs.
//
//   tsx import-accuracy.bench.ts [cases-dir] [--min-score 0.95] [--min-field 0.90] [--rounds 5]
//
// cases-dir defaults to ../shared/data/recipe-pages/wide next to the repository; when that is
// absent the run says so and exits 0 (a clone has no shared corpus). With --min-score or
// --min-field the exit code is 1 when the overall score or any field's mean is under them.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalProvider } from '@app/api/src/ai/providers/local-provider.ts';
import { createRecipeIntelligence } from '@app/api/src/ai/recipe-intelligence.ts';
import { parseRecipeText } from '@app/api/src/ai/text-import/parse-recipe-text.ts';
import { decodeHtml } from '@app/api/src/ai/url-import/decode-html.ts';
import { extractRecipe } from '@app/api/src/ai/url-import/extract-recipe.ts';
import { createPageReader } from '@app/api/src/ai/url-import/page-reader.ts';
import { importedRecipeInput } from '@app/api/src/modules/imports/imported-recipe-input.ts';
import { isRecipeLike } from '@app/api/src/modules/imports/recipe-parts.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string): number | null => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : null;
};
const positional = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const casesDir = resolve(
  positional[0] ?? join(root, '..', 'shared', 'data', 'recipe-pages', 'wide'),
);
const minScore = option('--min-score');
const minField = option('--min-field');
const rounds = option('--rounds') ?? 5;

if (!existsSync(casesDir)) {
  console.log(`import accuracy: no corpus at ${casesDir}; skipped`);
  process.exit(0);
}
const sharedScorer = join(root, '..', 'shared', 'tools', 'score-import.mjs');
const scorer = existsSync(sharedScorer)
  ? sharedScorer
  : join(root, 'api', 'test', 'fixtures', 'score-import.mjs');

interface Page {
  name: string;
  url: string;
  /** The saved copy, as fetching the address returns it (served as text/html, no charset). */
  bytes: Buffer;
  html: string;
  /** Half "A" or "B" by a hash of the case name: tune on one, check the other moves alike. */
  half: 'A' | 'B';
}

const pages: Page[] = readdirSync(casesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(casesDir, entry.name, 'expected.json')))
  .map((entry) => {
    const expected = JSON.parse(readFileSync(join(casesDir, entry.name, 'expected.json'), 'utf8'));
    const bytes = readFileSync(join(casesDir, entry.name, 'page.html'));
    const hash = createHash('sha1').update(entry.name).digest();
    return {
      name: entry.name,
      // The address the user would paste; the saved copy stands for what fetching it returns.
      url: (expected.sourceUrl as string | null) ?? `https://${expected.site}/`,
      bytes,
      // As the page reader decodes a page served as text/html without a charset.
      html: decodeHtml(bytes, 'text/html'),
      half: ((hash[0] ?? 0) & 1) === 0 ? 'A' : 'B',
    } satisfies Page;
  })
  .sort((a, b) => a.name.localeCompare(b.name));

let currentPage: Page | undefined;
// Pages are read as the server reads them: on a worker thread.
const pageReader = createPageReader();
const intelligence = createRecipeIntelligence({
  provider: createLocalProvider({
    parseText: parseRecipeText,
    recognizeImage: async () => '',
  }),
  recipePrompt: async () => '',
  allowPrivateImportUrls: false,
  // The offline provider never fails upstream, which is all the pipeline logs.
  logger: { warn: () => {} } as unknown as Parameters<typeof createRecipeIntelligence>[0]['logger'],
  fetchPage: async (url) => ({
    body: currentPage?.bytes ?? Buffer.alloc(0),
    contentType: 'text/html',
    finalUrl: url,
  }),
  pageReader,
});

/** What `POST /api/recipes/analyze-url` would save for the page, in the corpus's shape; null if it fails. */
async function importPage(page: Page) {
  currentPage = page;
  try {
    const draft = await intelligence.readPage(page.url, async () => {});
    // The import service's own check before it saves (ImportService.save): a partial recipe is
    // saved, only a draft with no name or neither ingredients nor steps fails.
    const input = importedRecipeInput(draft);
    if (!isRecipeLike(input)) {
      return { failed: "We couldn't find a recipe there (no ingredient and no step)" };
    }
    return {
      name: input.name,
      ingredients: input.ingredients,
      instructions: input.instructions,
      // The saved recipe keeps 0 for an unknown count; the corpus writes null.
      servings: input.servings || null,
      totalTimeMinutes: input.totalTime,
      prepTimeMinutes: input.prepTime || null,
      cookTimeMinutes: input.cookTime,
      imageUrl: input.imageUrl,
      sourceUrl: input.sourceUrl,
      description: input.description,
    };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'import-accuracy-'));
const importTimes: number[] = [];
const emptyPages: string[] = [];
for (const page of pages) {
  const started = performance.now();
  const result = await importPage(page);
  importTimes.push(performance.now() - started);
  if ('failed' in result) emptyPages.push(`${page.name}: ${result.failed}`);
  else writeFileSync(join(outDir, `${page.name}.json`), JSON.stringify(result));
}

// Extraction alone, as the dev-page benchmark measures it: rounds after a warm-up round.
const extractionTimes: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const page of pages) {
    const started = performance.now();
    extractRecipe(page.html, page.url);
    extractionTimes.push(performance.now() - started);
  }
}
// Import through the pipeline again, warm, for its timing.
const warmImportTimes: number[] = [];
for (const page of pages) {
  const started = performance.now();
  await importPage(page);
  warmImportTimes.push(performance.now() - started);
}

interface CaseResult {
  case: string;
  name: number;
  ingF1: number;
  stepF1: number;
  serv: number;
  time: number;
  image: number;
  score: number;
}
const report = JSON.parse(
  execFileSync(process.execPath, [scorer, casesDir, outDir, '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
) as { overall: number; perMetric: Record<string, number>; results: CaseResult[] };
rmSync(outDir, { recursive: true, force: true });

const metrics = ['name', 'ingF1', 'stepF1', 'serv', 'time', 'image'] as const;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const row = (label: string, results: CaseResult[]) =>
  `| ${label} | ${results.length} | ${metrics.map((m) => mean(results.map((r) => r[m])).toFixed(3)).join(' | ')} | **${mean(results.map((r) => r.score)).toFixed(3)}** |`;
const halfOf = new Map(pages.map((page) => [page.name, page.half]));

console.log(`import accuracy: ${casesDir} (${pages.length} pages), scored by ${scorer}\n`);
console.log('| pages | n | name | ingredients | steps | servings | total time | image | overall |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(row('all', report.results));
for (const half of ['A', 'B'] as const) {
  console.log(
    row(
      `half ${half}`,
      report.results.filter((r) => halfOf.get(r.case) === half),
    ),
  );
}
console.log('\nworst pages:');
for (const result of [...report.results].sort((a, b) => a.score - b.score).slice(0, 15)) {
  const fields = metrics.map((m) => `${m} ${result[m].toFixed(2)}`).join(', ');
  console.log(`  ${result.case.padEnd(32)} ${result.score.toFixed(2)}  (${fields})`);
}
console.log(`\npages whose import failed: ${emptyPages.length}`);
for (const line of emptyPages) console.log(`  ${line}`);
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  `\nextraction (extractRecipe, ${rounds} rounds): median ${ms(percentile(extractionTimes, 50))}, p95 ${ms(percentile(extractionTimes, 95))} per page`,
);
console.log(
  `import pipeline (readPage + saved input, warm): median ${ms(percentile(warmImportTimes, 50))}, p95 ${ms(percentile(warmImportTimes, 95))} per page (first pass: median ${ms(percentile(importTimes, 50))}, p95 ${ms(percentile(importTimes, 95))})`,
);
console.log(`import-score: ${report.overall.toFixed(4)} over ${report.results.length} cases`);

const weakFields = metrics.filter(
  (m) => minField !== null && (report.perMetric[m] ?? 0) < minField,
);
if (minScore !== null && report.overall < minScore) {
  console.log(`FAIL: overall ${report.overall.toFixed(3)} is under ${minScore}`);
  process.exitCode = 1;
}
if (weakFields.length > 0) {
  console.log(`FAIL: under ${minField}: ${weakFields.join(', ')}`);
  process.exitCode = 1;
}

await pageReader.close();
