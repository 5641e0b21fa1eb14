// URL import extraction speed: extractRecipe over every page of the recipe-page corpus (dev
// split), no network. One warm-up round, then 20 timed rounds. Prints median and p95 per page
// and the slowest sites by their median.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractRecipe } from '@app/api/src/ai/url-import/extract-recipe.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const casesDir = fileURLToPath(new URL('../api/test/fixtures/recipe-pages/dev/', import.meta.url));
const pages = readdirSync(casesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const expected = JSON.parse(readFileSync(join(casesDir, entry.name, 'expected.json'), 'utf8'));
    return {
      name: entry.name,
      html: readFileSync(join(casesDir, entry.name, 'page.html'), 'utf8'),
      url: (expected.sourceUrl as string | null) ?? `https://${expected.site}/`,
    };
  });

for (const page of pages) extractRecipe(page.html, page.url);

const all: number[] = [];
const perPage = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  for (const page of pages) {
    const started = performance.now();
    extractRecipe(page.html, page.url);
    const elapsed = performance.now() - started;
    all.push(elapsed);
    const samples = perPage.get(page.name) ?? [];
    samples.push(elapsed);
    perPage.set(page.name, samples);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

console.log(`extractRecipe: ${pages.length} pages x ${rounds} rounds`);
console.log(`per page: median ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}`);
console.log('\nslowest sites (median / p95 over the rounds, page size):');
const bySite = [...perPage.entries()]
  .map(([name, samples]) => ({
    name,
    median: percentile(samples, 50),
    p95: percentile(samples, 95),
  }))
  .sort((a, b) => b.median - a.median);
for (const site of bySite.slice(0, 10)) {
  const size = pages.find((page) => page.name === site.name)?.html.length ?? 0;
  console.log(
    `  ${site.name.padEnd(26)} ${ms(site.median).padStart(10)} ${ms(site.p95).padStart(10)} ${(size / 1024).toFixed(0).padStart(5)} kB`,
  );
}
