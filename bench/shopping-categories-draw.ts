// Draws the lines of the shopping-category benchmark from the wide recipe-page corpus in
// ../shared (and its dev half): a fixed seed, so drawing again gives the same lines. Prints the
// unlabelled lines as JSON; they are labelled by hand (data/shopping-categories.md) into
// data/shopping-categories.json, which is what the bench reads.
//
//   npx -y pnpm@10 --filter @app/bench exec tsx shopping-categories-draw.ts > lines.json
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectLanguage } from '@app/api/src/ai/food/detect-language.ts';

const corpusDir =
  process.env.RECIPE_PAGES_DIR ??
  fileURLToPath(new URL('../../shared/data/recipe-pages/', import.meta.url));

const languages = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'no', 'pl', 'hu', 'cs'];
// English is most of the corpus; every other language has 40 lines at most.
const perLanguage = (language: string) => (language === 'en' ? 60 : 40);
// Pages whose <html lang> is not the language they are written in (read by hand).
const contentLanguage: Record<string, string> = { 'nutritionbynathalie.com': 'en' };
const htmlCodes: Record<string, string> = { nb: 'no', nn: 'no', se: 'sv' };

function pageLanguage(dir: string, site: string, lines: string[]): string | null {
  if (contentLanguage[site]) return contentLanguage[site];
  const head = readFileSync(join(dir, 'page.html'), 'utf8').slice(0, 20000);
  const code = /<html[^>]*\blang=["']?([a-zA-Z]{2})/i.exec(head)?.[1]?.toLowerCase();
  if (code) return htmlCodes[code] ?? code;
  // Without a lang attribute, the content says: no Latin script is none of ours.
  if (lines.some((line) => /[^\p{Script=Latin}\P{L}]/u.test(line))) return null;
  return detectLanguage(lines);
}

// Mulberry32: a small seeded generator, so the draw is the same on every machine.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A heading names a part of the recipe, not a food: "For the sauce:", "Dough". Some pages'
// lists are broken into single letters ("l", "a"): those are no lines at all.
const isHeading = (line: string) => /:\s*$/.test(line) || /^[-=*#]+.*[-=*#]+$/.test(line.trim());
const isLine = (line: string) => (line.match(/\p{L}/gu) ?? []).length >= 3 && !isHeading(line);

const byLanguage = new Map<string, { line: string; site: string }[]>();
const recipes: Record<string, string[]> = {};
for (const split of ['wide', 'dev']) {
  const root = join(corpusDir, split);
  if (!existsSync(root)) continue;
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const dir = join(root, entry.name);
    if (!entry.isDirectory() || !existsSync(join(dir, 'expected.json'))) continue;
    const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
    const site = expected.site as string;
    const lines = (expected.ingredients as string[]).filter((line) => line.trim() !== '');
    const language = pageLanguage(dir, site, lines);
    if (!language || !languages.includes(language)) continue;
    recipes[site] = lines;
    const list = byLanguage.get(language) ?? [];
    for (const line of lines) if (isLine(line)) list.push({ line, site });
    byLanguage.set(language, list);
  }
}

const next = random(20261126);
const drawn: { line: string; language: string; site: string }[] = [];
for (const language of languages) {
  const pool = [...(byLanguage.get(language) ?? [])];
  // Fisher–Yates with the seeded generator, then the first N.
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
  }
  for (const { line, site } of pool.slice(0, perLanguage(language)))
    drawn.push({ line, language, site });
}
const sites = new Set(drawn.map((item) => item.site));
console.log(
  JSON.stringify(
    {
      lines: drawn,
      recipes: Object.fromEntries(Object.entries(recipes).filter(([site]) => sites.has(site))),
    },
    null,
    1,
  ),
);
