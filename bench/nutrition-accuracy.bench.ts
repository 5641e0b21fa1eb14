// Nutrition accuracy: our calories (and protein, fat, carbs) per serving against the figures the
// recipe sites publish in their own JSON-LD, on the dev and wide recipe-page corpus in
// ../shared/data/recipe-pages (or $RECIPE_PAGES_DIR). The sites' figures come from their own
// calculators, not a laboratory, so this measures agreement with what a cook sees elsewhere.
// Skips cleanly when the corpus is absent (a user's clone has no ../shared).
//
// Pages are split into two halves by a hash of their name: a rule tuned to some pages would
// show as a gap between the halves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeNutrition } from '@app/api/src/ai/nutrition/compute-nutrition.ts';
import { minimumNutritionCoverage } from '@app/api/src/ai/nutrition/nutrition-coverage.ts';
import { extractRecipe } from '@app/api/src/ai/url-import/extract-recipe.ts';
import { readSiteNutrition, type SiteNutrition } from './site-nutrition.ts';

const corpusDir =
  process.env.RECIPE_PAGES_DIR ??
  fileURLToPath(new URL('../../shared/data/recipe-pages/', import.meta.url));
if (!existsSync(corpusDir)) {
  console.log(`nutrition accuracy: skipped (no recipe-page corpus at ${corpusDir})`);
  process.exit(0);
}

interface Case {
  name: string;
  split: 'dev' | 'wide';
  half: 'A' | 'B';
  site: SiteNutrition;
  ingredients: string[];
  servings: number;
}

function halfOf(name: string): 'A' | 'B' {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 2 === 0 ? 'A' : 'B';
}

const cases: Case[] = [];
for (const split of ['dev', 'wide'] as const) {
  const dir = join(corpusDir, split);
  if (!existsSync(dir)) continue;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const html = readFileSync(join(dir, entry.name, 'page.html'), 'utf8');
    const site = readSiteNutrition(html);
    if (!site) continue;
    const expected = JSON.parse(readFileSync(join(dir, entry.name, 'expected.json'), 'utf8'));
    // The site's figure is per serving of its own yield (recipeYield's first number); the
    // corpus' expected servings sometimes count something else ("2 pies" of 20 slices).
    const servings = site.servings ?? (expected.servings as number | null);
    // One corpus page lists its lines one character at a time: its lines are then read from
    // the page as the app reads them when a cook imports it.
    const listed = expected.ingredients as string[];
    const isBroken = listed.length > 0 && listed.every((line) => line.length <= 2);
    const ingredients = isBroken
      ? (extractRecipe(html, `https://${entry.name}.example/`)?.ingredients ?? [])
      : listed;
    if (!servings || ingredients.length === 0) continue;
    cases.push({ name: entry.name, split, half: halfOf(entry.name), site, ingredients, servings });
  }
}

// A site figure is excluded only by rules about the site's own numbers, never about ours:
// - under 20 kcal a serving for a recipe with several ingredients (a whole bread at 5 kcal);
// - calories that disagree by more than half with the site's own protein, fat and carbs
//   (4·P + 9·F + 4·C), when those are given: the page contradicts itself.
// - a yield of one whole baked thing ("1 loaf", "1 cake") with a per-serving figure: the page
//   does not say how many slices a serving is; a yield under one ("0.75 cup") says no servings.
function exclusionReason(entry: Case): string | null {
  const { calories, protein, fat, carbs } = entry.site;
  // A yield under one ("0.75 cup") is an amount, not a count of servings.
  if (entry.servings < 1) {
    return `yield "${entry.site.yieldText}" is an amount, not a number of servings`;
  }
  const isOneThing = (entry.site.servings ?? 0) <= 1 && entry.servings <= 1;
  if (isOneThing && /\b(loaf|loaves|cake|pie|tart|batch|pan)\b/i.test(entry.site.yieldText)) {
    return `yield "${entry.site.yieldText}" with ${calories} kcal a serving: serving size not stated`;
  }
  if (calories < 20 && entry.ingredients.length >= 3) return `site says ${calories} kcal a serving`;
  if (protein !== null && fat !== null && carbs !== null) {
    const fromMacros = 4 * protein + 9 * fat + 4 * carbs;
    if (fromMacros > 0 && Math.abs(calories - fromMacros) / fromMacros > 0.5) {
      return `site's ${calories} kcal vs ${Math.round(fromMacros)} kcal from its own macros`;
    }
  }
  return null;
}

interface Row {
  entry: Case;
  shown: boolean;
  error: number | null;
  macroErrors: { protein: number | null; fat: number | null; carbs: number | null };
  coverage: number;
  ours: number;
}

const relative = (ours: number, theirs: number | null) =>
  theirs === null || theirs <= 0 ? null : Math.abs(ours - theirs) / theirs;

const excluded: { name: string; reason: string }[] = [];
const rows: Row[] = [];
for (const entry of cases) {
  const reason = exclusionReason(entry);
  if (reason) {
    excluded.push({ name: entry.name, reason });
    continue;
  }
  const estimate = computeNutrition(entry.ingredients, entry.servings);
  const shown = estimate.coverage >= minimumNutritionCoverage;
  const ours = estimate.perServing;
  rows.push({
    entry,
    shown,
    coverage: estimate.coverage,
    ours: ours.calories,
    error: shown ? relative(ours.calories, entry.site.calories) : null,
    macroErrors: {
      protein: shown ? relative(ours.protein, entry.site.protein) : null,
      fat: shown ? relative(ours.fat, entry.site.fat) : null,
      carbs: shown ? relative(ours.carbs, entry.site.carbs) : null,
    },
  });
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

// Within ±20% counts every page: a page with no figure shown is not within.
function summarize(label: string, group: Row[]) {
  const errors = group.flatMap((row) => (row.error === null ? [] : [row.error]));
  const within = errors.filter((error) => error <= 0.2).length;
  const macro = (key: 'protein' | 'fat' | 'carbs') =>
    percent(
      median(
        group.flatMap((row) =>
          row.macroErrors[key] === null ? [] : [row.macroErrors[key] as number],
        ),
      ),
    );
  const everyLine = group.filter((row) => row.coverage === 1 && row.error !== null);
  return `| ${label} | ${group.length} | ${errors.length} | ${percent(median(errors))} | ${percent(
    group.length ? within / group.length : null,
  )} | ${macro('protein')} | ${macro('fat')} | ${macro('carbs')} | ${percent(
    median(everyLine.map((row) => row.error as number)),
  )} (${everyLine.length}) |`;
}

const languages = new Map<string, Row[]>();
for (const row of rows) {
  const list = languages.get(row.entry.site.language) ?? [];
  list.push(row);
  languages.set(row.entry.site.language, list);
}

console.log(
  `Nutrition vs the sites' own JSON-LD, ${cases.length} pages with calories and servings`,
);
console.log(
  '| pages | n | figure shown | calories median abs error | within ±20% (of n) | protein | fat | carbs | median error, every line counted (pages) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(summarize('all', rows));
console.log(
  summarize(
    'half A',
    rows.filter((row) => row.entry.half === 'A'),
  ),
);
console.log(
  summarize(
    'half B',
    rows.filter((row) => row.entry.half === 'B'),
  ),
);
console.log(
  summarize(
    'dev',
    rows.filter((row) => row.entry.split === 'dev'),
  ),
);
console.log(
  summarize(
    'wide',
    rows.filter((row) => row.entry.split === 'wide'),
  ),
);
for (const [language, group] of [...languages].sort((a, b) => b[1].length - a[1].length)) {
  console.log(summarize(`lang ${language}`, group));
}
console.log(`\nExcluded (${excluded.length} of ${cases.length}):`);
for (const { name, reason } of excluded) console.log(`- ${name}: ${reason}`);

// The goals, each said met or not: calories within 12% at the median and within ±20% on 70% of
// pages; every language with five pages or more within ±20% on half of them; at most 5% of pages
// excluded.
function withinShare(group: Row[]): number {
  const within = group.filter((row) => row.error !== null && row.error <= 0.2).length;
  return group.length ? within / group.length : 0;
}
const allErrors = rows.flatMap((row) => (row.error === null ? [] : [row.error]));
const medianError = median(allErrors) ?? 1;
const bigLanguages = [...languages].filter(([, group]) => group.length >= 5);
const goals: [string, boolean, string][] = [
  ['calories median error ≤ 12%', medianError <= 0.12, percent(medianError)],
  [
    'within ±20% on ≥ 70% of pages',
    withinShare(rows) >= 0.7,
    // Pages too, so that 69.8% is not read as the 70% it rounds to.
    `${percent(withinShare(rows))}: ${rows.filter((row) => row.error !== null && row.error <= 0.2).length} of ${rows.length} pages`,
  ],
  [
    'every language with ≥ 5 pages within ±20% on ≥ 50%',
    bigLanguages.every(([, group]) => withinShare(group) >= 0.5),
    bigLanguages
      .map(([language, group]) => `${language} ${percent(withinShare(group))}`)
      .join(', '),
  ],
  [
    'at most 5% of pages excluded',
    excluded.length <= 0.05 * cases.length,
    `${excluded.length} of ${cases.length}`,
  ],
];
console.log('\nGoals:');
for (const [goal, met, measured] of goals) {
  console.log(`- ${goal}: ${met ? 'met' : 'not met'} (${measured})`);
}

if (process.env.BENCH_VERBOSE) {
  for (const row of [...rows].sort((a, b) => (b.error ?? 9) - (a.error ?? 9))) {
    console.log(
      `${row.entry.name}\t${row.entry.site.language}\tcov ${row.coverage}\terr ${percent(row.error)}\tsite ${row.entry.site.calories}\tours ${row.ours}`,
    );
  }
}
