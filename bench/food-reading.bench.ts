// Speed of reading ingredient lines: the reader per line (goal ≤ 0.2 ms median) and the first
// use of the food lexicon (loaded lazily, not at start-up; goal ≤ 200 ms). Lines come from the
// recipe-page corpus in ../shared when present, else from a built-in sample.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const started = performance.now();
const { identifyFood } = await import('@app/api/src/ai/food/food-identity.ts');
identifyFood('flour');
const lexiconMs = performance.now() - started;
const { parseIngredientLine } = await import('@app/api/src/ai/food/ingredient-line.ts');

const corpusDir =
  process.env.RECIPE_PAGES_DIR ??
  fileURLToPath(new URL('../../shared/data/recipe-pages/', import.meta.url));
let lines = [
  '1 1/2 cups/190 grams flour',
  '4 steaks (about 4 oz each)',
  '2 EL Olivenöl',
  "2 c. à soupe d'huile d'olive",
  '1 cdta de comino',
  'Latte intero 200 ml',
  '2 msk olivolja',
];
if (existsSync(corpusDir)) {
  lines = [];
  for (const split of ['dev', 'wide']) {
    const dir = join(corpusDir, split);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const expected = JSON.parse(readFileSync(join(dir, entry.name, 'expected.json'), 'utf8'));
      lines.push(...(expected.ingredients as string[]));
    }
  }
}
for (const line of lines) parseIngredientLine(line);
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const line of lines) {
    const at = performance.now();
    parseIngredientLine(line);
    times.push(performance.now() - at);
  }
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.floor(times.length * share)] ?? 0;
console.log(`${lines.length} lines, 5 rounds`);
console.log(`reader: median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms per line`);
console.log(`lexicon first use (read, parse, index): ${Math.round(lexiconMs)} ms`);
