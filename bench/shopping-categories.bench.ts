// Shopping shelves against hand labels: every line of data/shopping-categories.json (drawn from
// the recipe-page corpus across thirteen languages, labelled by the rules in
// data/shopping-categories.md) goes through the path the app takes when a recipe's ingredients
// are added to the shopping list: the recipe's language from its whole ingredient list, then
// readShoppingLine. A line counts when its shelf is the label or the acceptable second one;
// a line labelled "none" (water) counts when the list leaves it off. Goal: 0.95 overall and
// 0.90 in each language. The data lives in the project, so no ../shared is needed.
//
//   tsx shopping-categories.bench.ts [--min-score 0.95] [--min-language 0.90] [--min-lines 30]
//
// --min-lines: hold only languages with at least that many lines to --min-language (the corpus
// has 14 Polish and 5 Czech lines, where one line moves the figure by 7 and 20 points).
import { readFileSync } from 'node:fs';
import { detectLanguage } from '@app/api/src/ai/food/detect-language.ts';
import { readShoppingLine } from '@app/api/src/ai/shopping-line.ts';

interface Labelled {
  line: string;
  language: string;
  site: string;
  shelf: string;
  alsoAcceptable?: string;
}
const data = JSON.parse(
  readFileSync(new URL('./data/shopping-categories.json', import.meta.url), 'utf8'),
) as { lines: Labelled[]; recipes: Record<string, string[]> };

const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : null;
};
const minScore = option('--min-score');
const minLanguage = option('--min-language');
const minLines = option('--min-lines') ?? 0;

const languages = new Map<string, { right: number; total: number; misses: string[] }>();
const recipeLanguage = new Map<string, ReturnType<typeof detectLanguage>>();
for (const labelled of data.lines) {
  let language = recipeLanguage.get(labelled.site);
  if (!language) {
    language = detectLanguage(data.recipes[labelled.site] ?? [labelled.line]);
    recipeLanguage.set(labelled.site, language);
  }
  const item = readShoppingLine(labelled.line, language);
  // What the list shows for the line: its shelf, or "none" when it leaves the line off.
  const got =
    item === null || (labelled.shelf === 'none' && !item.isBought) ? 'none' : item.category;
  const isRight = got === labelled.shelf || got === labelled.alsoAcceptable;
  const score = languages.get(labelled.language) ?? { right: 0, total: 0, misses: [] };
  score.total++;
  if (isRight) score.right++;
  else
    score.misses.push(
      `${labelled.line}  →  ${got}${item ? ` (${item.name})` : ''}, label ${labelled.shelf}${labelled.alsoAcceptable ? `/${labelled.alsoAcceptable}` : ''}`,
    );
  languages.set(labelled.language, score);
}

const right = [...languages.values()].reduce((sum, score) => sum + score.right, 0);
const overall = right / data.lines.length;
const sites = new Set(data.lines.map((labelled) => labelled.site)).size;
console.log(`${data.lines.length} lines from ${sites} sites, ${languages.size} languages`);
console.log(`overall: ${overall.toFixed(3)} (${right}/${data.lines.length})`);
console.log('language  lines  accuracy');
for (const [language, score] of languages) {
  console.log(
    `${language.padEnd(8)}  ${String(score.total).padStart(5)}  ${(score.right / score.total).toFixed(3)}`,
  );
}
for (const [language, score] of languages) {
  if (score.misses.length === 0) continue;
  console.log(`\nmisses (${language}):`);
  for (const miss of score.misses) console.log(`  ${miss}`);
}

const failures: string[] = [];
if (minScore !== null && overall < minScore)
  failures.push(`overall ${overall.toFixed(3)} < ${minScore}`);
if (minLanguage !== null) {
  for (const [language, score] of languages) {
    const accuracy = score.right / score.total;
    if (score.total >= minLines && accuracy < minLanguage)
      failures.push(`${language} ${accuracy.toFixed(3)} < ${minLanguage}`);
  }
}
if (failures.length > 0) {
  console.error(`\nunder the thresholds: ${failures.join('; ')}`);
  process.exit(1);
}
