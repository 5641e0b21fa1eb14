// Builds api/src/ai/food/data/food-lexicon.json: the canonical foods the app recognises, from
// - the USDA SR28 tables in api/src/ai/nutrition/data (composition, food groups, portions) and
//   their hand-checked English aliases, plus api/scripts/food-lexicon/extra-names.csv;
// - the Open Food Facts ingredients taxonomy in ../shared/data/food-taxonomy (names in many
//   languages and a parent graph; ODbL, so the output is ODbL too: see data/NOTICE.md).
//
//   npx -y pnpm@10 --filter @app/api exec tsx scripts/build-food-lexicon.ts [taxonomy.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foodKey } from '../src/ai/food/food-key.ts';
import { parseCsvRecords } from '../src/ai/nutrition/csv.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const taxonomyPath = process.argv[2] ?? here('../../../shared/data/food-taxonomy/ingredients.json');
const usdaDir = here('../src/ai/nutrition/data/');
const outPath = here('../src/ai/food/data/food-lexicon.json');

/** Taxonomy language codes → ours (Norwegian comes as bokmål, nynorsk or plain "no"). */
const languageCodes: Record<string, string> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  pt: 'pt',
  nl: 'nl',
  sv: 'sv',
  da: 'da',
  nb: 'no',
  nn: 'no',
  no: 'no',
  pl: 'pl',
  hu: 'hu',
  cs: 'cs',
  // Slovak names join Czech ones: the reader reads the two as one language.
  sk: 'cs',
};

const csv = (name: string) => parseCsvRecords(readFileSync(`${usdaDir}${name}`, 'utf8'));
interface UsdaFood {
  id: string;
  description: string;
  category: string;
}
const foods = new Map<string, UsdaFood>(
  csv('foods.csv').map((row) => [
    row.id ?? '',
    { id: row.id ?? '', description: row.description ?? '', category: row.category ?? '' },
  ]),
);
const portions = new Map<string, { unit: string; grams: number }[]>();
for (const row of csv('portions.csv')) {
  const amount = Number(row.amount);
  if (!(amount > 0)) continue;
  const list = portions.get(row.food_id ?? '') ?? [];
  list.push({ unit: (row.unit ?? '').toLowerCase(), grams: Number(row.grams) / amount });
  portions.set(row.food_id ?? '', list);
}

// ---- Canonical foods: one per USDA food that recipes name -------------------------------------
interface Canonical {
  id: string;
  usda: string;
  names: Map<string, string[]>;
  /** Lower is stronger when two foods claim one name: hand-checked, USDA-derived, taxonomy. */
  rank: number;
}
// English synonyms a hand-made row adds to a food ("rocket" for arugula, "hing" for the curry
// powder asafoetida is composed like): names it answers to, never its usual name or its id.
const synonyms = new Map<Canonical, Set<string>>();
function addSynonym(food: Canonical, name: string): void {
  addName(food, 'en', name);
  const set = synonyms.get(food) ?? new Set<string>();
  set.add(name.toLowerCase().replace(/\s+/g, ' ').trim());
  synonyms.set(food, set);
}
const canonicals: Canonical[] = [];
const byUsda = new Map<string, Canonical>();
const byEnglishKey = new Map<string, Canonical>();

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function addName(food: Canonical, language: string, name: string): void {
  const cleaned = name
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.length < 2 || /\d/.test(cleaned) || cleaned.split(' ').length > 5) return;
  const list = food.names.get(language) ?? [];
  if (!list.includes(cleaned)) list.push(cleaned);
  food.names.set(language, list);
  if (language === 'en' && !byEnglishKey.has(foodKey(cleaned)))
    byEnglishKey.set(foodKey(cleaned), food);
}

function canonicalFor(usda: string, englishName: string, rank: number): Canonical {
  const existing = byUsda.get(usda);
  if (existing) return existing;
  const food: Canonical = { id: `usda:${slug(englishName)}`, usda, names: new Map(), rank };
  canonicals.push(food);
  byUsda.set(usda, food);
  return food;
}

for (const row of csv('aliases.csv')) {
  const usda = row.food_id ?? '';
  if (!foods.has(usda)) continue;
  addName(canonicalFor(usda, row.alias ?? '', 0), 'en', row.alias ?? '');
}
// Hand-made names: each row joins the food its `food` column names (an English name), which
// is a food already known by that name or a new one composed like `food_id`.
const byFoodName = new Map<string, Canonical>();
// A hand-made row's name belongs to its food alone: "cream" is heavy cream, not sour cream,
// whatever the USDA aliases or the taxonomy say.
const handClaims = new Map<string, Canonical>();
for (const row of parseCsvRecords(readFileSync(here('food-lexicon/extra-names.csv'), 'utf8'))) {
  const usda = row.food_id ?? '';
  if (!foods.has(usda)) throw new Error(`extra-names.csv: no USDA food ${usda}`);
  const foodName = row.food ?? '';
  let food = byFoodName.get(foodName) ?? byEnglishKey.get(foodKey(foodName));
  if (!food || food.usda !== usda) {
    food = { id: `usda:${slug(foodName)}`, usda, names: new Map(), rank: 0 };
    canonicals.push(food);
    byUsda.set(usda, byUsda.get(usda) ?? food);
  }
  byFoodName.set(foodName, food);
  // The hand-made row is the more specific claim on its name.
  if (row.lang === 'en') byEnglishKey.set(foodKey(row.name ?? ''), food);
  addName(food, 'en', foodName);
  const name = row.name ?? '';
  if ((row.lang ?? 'en') === 'en' && name.toLowerCase() !== foodName.toLowerCase()) {
    addSynonym(food, name);
  } else addName(food, row.lang ?? 'en', name);
  handClaims.set(`${row.lang ?? 'en'} ${foodKey(row.name ?? '')}`, food);
}

// USDA descriptions name their food first ("Fish, swordfish, raw", "Cheese, fontina"). A class
// word leads some: the second segment is then the food ("swordfish"), or reads with the class
// ("fontina cheese"). Among foods giving one name, the raw, plainest one is chosen.
const classWords: Record<string, 'alone' | 'with'> = {
  fish: 'alone',
  spices: 'alone',
  beverages: 'alone',
  mollusks: 'alone',
  crustaceans: 'alone',
  cheese: 'with',
  oil: 'with',
  nuts: 'alone',
  seeds: 'alone',
  vinegar: 'with',
  sauce: 'with',
  snacks: 'alone',
  candies: 'alone',
  'alcoholic beverage': 'alone',
  cookies: 'with',
  crackers: 'with',
  soup: 'with',
  'seasoning mix': 'with',
  toppings: 'with',
};
const skipped = /^(beef|pork|lamb|veal|chicken|turkey|game meat|cereals|babyfood|fast foods)/i;
const stateWords =
  /\b(cooked|canned|frozen|dried|prepared|boiled|roasted|fried|baked|braised|stewed|dehydrated|sweetened|salted)\b/i;
function plainness(food: UsdaFood): number {
  return (
    (/\braw\b/i.test(food.description) ? 0 : stateWords.test(food.description) ? 2 : 1) * 1000 +
    food.description.length
  );
}
const derived = new Map<string, UsdaFood>();
for (const food of foods.values()) {
  if (skipped.test(food.description)) continue;
  const [first = '', second = '', third = ''] = food.description
    .split(', ')
    .map((part) => part.toLowerCase());
  const kind = classWords[first];
  const names: string[] = [];
  if (kind === 'alone' && second) names.push(second);
  // "Spices, pepper, white" is also "white pepper"; "Fish, salmon, Atlantic" "atlantic salmon".
  if (
    kind === 'alone' &&
    second &&
    third &&
    !third.includes(' ') &&
    !stateWords.test(third) &&
    third !== 'raw'
  )
    names.push(`${third} ${second}`);
  else if (kind === 'with' && second) names.push(`${second} ${first}`);
  else if (!kind && !/\band\b/.test(first)) names.push(first);
  for (const name of names) {
    if (name.split(' ').length > 3) continue;
    const current = derived.get(name);
    if (!current || plainness(food) < plainness(current)) derived.set(name, food);
  }
}
// "Cheese, fontina" is also just "fontina", but "Cheese, cream" is not "cream" nor "Cheese, blue"
// "blue": a cheese's own word stands alone only when it names nothing else and is no adjective.
const adjectives =
  /^(fresh|blue|white|hard|soft|low|lowfat|nonfat|dry|whole|reduced|light|processed|pasteurized|imitation|cream|cottage|goat|spread|sharp|mild|smoked)\b/;
for (const food of foods.values()) {
  const [first = '', second = ''] = food.description.split(', ').map((part) => part.toLowerCase());
  if (first !== 'cheese' || !second || second.includes(' ') || adjectives.test(second)) continue;
  if (!derived.has(second) && !byEnglishKey.has(foodKey(second))) derived.set(second, food);
}
for (const [name, food] of derived) {
  if (byEnglishKey.has(foodKey(name))) continue;
  addName(canonicalFor(food.id, name, 1), 'en', name);
}

// ---- Open Food Facts: other languages' names, and foods reached through a parent ---------------
interface TaxonomyEntry {
  name?: Record<string, string>;
  parents?: string[];
  children?: string[];
}
const taxonomy = JSON.parse(readFileSync(taxonomyPath, 'utf8')) as Record<string, TaxonomyEntry>;
const resolved = new Map<string, Canonical | null>();
function resolve(id: string, depth: number): Canonical | null {
  if (resolved.has(id)) return resolved.get(id) ?? null;
  const entry = taxonomy[id];
  const english = entry?.name?.en;
  let found = english ? (byEnglishKey.get(foodKey(english)) ?? null) : null;
  // "ginger powder", "tomato paste", "orange juice" are not made like their parent.
  const changesForm =
    /\b(powder|paste|extract|syrup|juice|oil|concentrate|flakes|dried|powdered|sauce|jam|puree|flour|starch|cream|milk|butter|chips|cooked|fried|smoked|candied)\b/i;
  if (!found && depth < 2 && !(english && changesForm.test(english))) {
    for (const parent of entry?.parents ?? []) {
      // A broad parent ("vegetable", "spice") says too little about what a food is made of.
      if ((taxonomy[parent]?.children?.length ?? 0) > 30) continue;
      const parentFood = resolve(parent, depth + 1);
      if (parentFood) {
        // A food the tables lack, composed like its parent ("red bell pepper" → bell pepper):
        // its own names, the parent's USDA food.
        found = {
          id: id.replace(/^en:/, 'off:'),
          usda: parentFood.usda,
          names: new Map(),
          rank: 2,
        };
        canonicals.push(found);
        break;
      }
    }
  }
  if (depth === 0) resolved.set(id, found);
  return found;
}
for (const [id, entry] of Object.entries(taxonomy)) {
  const food = resolve(id, 0);
  if (!food) continue;
  for (const [code, name] of Object.entries(entry.name ?? {})) {
    const language = languageCodes[code];
    if (language) addName(food, language, name);
  }
}

// ---- Everyday recipe words ---------------------------------------------------------------------
// The taxonomy names foods as packaged-food labels do ("Speisesalz", "Husholdningssalt"), with
// few synonyms, so the words recipes use for staples are often missing ("Salz", "havregryn",
// "tuorli"). everyday-names.csv gives them for every language, each joining the food its English
// name already names.
for (const row of parseCsvRecords(readFileSync(here('food-lexicon/everyday-names.csv'), 'utf8'))) {
  const food = byEnglishKey.get(foodKey(row.food ?? ''));
  if (!food) throw new Error(`everyday-names.csv: no food named ${row.food}`);
  if ((row.lang ?? 'en') === 'en') addSynonym(food, row.name ?? '');
  else addName(food, row.lang ?? 'en', row.name ?? '');
}

// ---- Properties derived from USDA: state, density, typical weights, shelf ----------------------
const volumeMl: Record<string, number> = {
  cup: 236.588,
  tbsp: 14.7868,
  tablespoon: 14.7868,
  tsp: 4.92892,
  teaspoon: 4.92892,
};
// Where USDA gives no volume measure, a food group's usual weight per millilitre (chopped or
// poured as recipes measure them).
const groupDensity: Record<string, number> = {
  'Nut and Seed Products': 0.6,
  'Spices and Herbs': 0.5,
  'Cereal Grains and Pasta': 0.6,
  Sweets: 0.8,
  'Vegetables and Vegetable Products': 0.5,
  'Fruits and Fruit Juices': 0.6,
  'Dairy and Egg Products': 1.0,
  'Fats and Oils': 0.92,
  Beverages: 1.0,
  'Soups, Sauces, and Gravies': 1.05,
  'Legumes and Legume Products': 0.8,
  'Baked Products': 0.35,
  Snacks: 0.3,
  'Breakfast Cereals': 0.25,
  'Poultry Products': 0.6,
  'Beef Products': 0.6,
  'Pork Products': 0.6,
  'Lamb, Veal, and Game Products': 0.6,
  'Finfish and Shellfish Products': 0.6,
  'Sausages and Luncheon Meats': 0.6,
};
function density(usda: string): number | null {
  for (const unit of ['cup', 'tbsp', 'tablespoon', 'tsp', 'teaspoon']) {
    const portion = (portions.get(usda) ?? []).find((p) => p.unit === unit);
    if (portion) return Math.round((portion.grams / (volumeMl[unit] ?? 1)) * 1000) / 1000;
  }
  // A serving or a packet stated as a volume: "serving 1/2 cup" of ice cream weighs 66 g, an
  // "envelope (1 tbsp)" of gelatin 7 g.
  for (const portion of portions.get(usda) ?? []) {
    const serving =
      /^serving (\d+)(?:\/(\d+))? (cup|tbsp|tsp)$/.exec(portion.unit) ??
      /^\w+ \((\d+)(?:\/(\d+))? (cup|tbsp|tsp)\)$/.exec(portion.unit);
    if (!serving?.[1] || !serving[3]) continue;
    const share = Number(serving[1]) / Number(serving[2] ?? 1);
    const ml = share * (volumeMl[serving[3]] ?? 1);
    return Math.round((portion.grams / ml) * 1000) / 1000;
  }
  // Cheese is measured by the cup grated or shredded, not as a block.
  if (/^cheese\b/i.test(foods.get(usda)?.description ?? '')) return 0.45;
  return groupDensity[foods.get(usda)?.category ?? ''] ?? null;
}
// Hand-measured weights where USDA has no count measure (a shallot, a knob of ginger). A row
// naming a food (its English name) is that canonical food's alone: panko is composed from
// USDA's bread crumbs but weighs half as much by the cup. A row marked replaces_usda is what
// recipes mean where USDA's measure of that name weighs another size (its chicken breast
// "piece" is a whole, double breast).
// A row with a language is the size sold where recipes in that language are written ("1
// container ricotta" in an English recipe is the US 15 oz tub; "1 Becher" in German 250 g).
interface TypicalWeightRow {
  kind: string;
  grams: number;
  food: string;
  replacesUsda: boolean;
  lang: string;
}
const typicalWeights = new Map<string, TypicalWeightRow[]>();
for (const row of parseCsvRecords(readFileSync(here('food-lexicon/typical-weights.csv'), 'utf8'))) {
  const list = typicalWeights.get(row.food_id ?? '') ?? [];
  list.push({
    kind: row.kind ?? 'piece',
    grams: Number(row.grams),
    food: row.food ?? '',
    replacesUsda: row.replaces_usda === 'yes',
    lang: row.lang ?? '',
  });
  typicalWeights.set(row.food_id ?? '', list);
}
/** The rows for a canonical food: its USDA food's general ones and those naming it. */
function typicalWeightRows(food: UsdaFood, englishNames: string[]): TypicalWeightRow[] {
  return (typicalWeights.get(food.id) ?? []).filter(
    (row) => row.food === '' || englishNames.includes(row.food),
  );
}
const weightHeads: Record<string, RegExp> = {
  piece: /^(medium|whole|fruit|each|item|unit|piece|large(?! \()|small)\b/,
  clove: /^cloves?\b/,
  sprig: /^sprigs?\b/,
  bunch: /^bunch\b/,
  head: /^head\b/,
  can: /^can\b/,
  slice: /^slices?\b/,
  stalk: /^stalks?\b/,
  leaf: /^lea(f|ves)\b/,
  ear: /^ear\b/,
  loaf: /^loaf\b/,
  sheet: /^sheets?\b/,
};
function weights(food: UsdaFood, englishNames: string[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [kind, pattern] of Object.entries(weightHeads)) {
    const portion = (portions.get(food.id) ?? []).find((p) => pattern.test(p.unit));
    if (portion) result[kind] = Math.round(portion.grams * 10) / 10;
  }
  // A USDA measure named after the item itself ("eggplant, unpeeled", "pepper", "parsnip") is
  // one whole item.
  const head = food.description.split(',')[0]?.toLowerCase().replace(/e?s$/, '') ?? '';
  const itemNamed = (portions.get(food.id) ?? []).find(
    (p) =>
      head.length > 2 &&
      (p.unit.startsWith(head) || head.startsWith(p.unit.split(/[ ,(]/)[0] ?? '-')),
  );
  if (itemNamed && !result.piece) result.piece = Math.round(itemNamed.grams * 10) / 10;
  if (
    result.piece &&
    !result.head &&
    /^(broccoli|cauliflower|cabbage|lettuce)/i.test(food.description)
  )
    result.head = result.piece;
  // What USDA does not weigh, by kind of food: a sprig of a fresh herb about 1 g, a bunch
  // about 30 g; a head of garlic ten cloves; a can of anything canned 400 g.
  const cup = (portions.get(food.id) ?? []).find((p) => p.unit.startsWith('cup'));
  const isLeafy =
    food.category === 'Vegetables and Vegetable Products' && cup !== undefined && cup.grams < 70;
  const isFreshHerb =
    (food.category === 'Spices and Herbs' && /fresh/i.test(food.description)) || isLeafy;
  if (isFreshHerb) {
    result.sprig ??= 1;
    result.bunch ??= 30;
    result.leaf ??= 0.5;
  }
  if (result.clove && !result.head) result.head = Math.round(result.clove * 10);
  if (/canned/i.test(food.description)) result.can ??= 400;
  result.handful ??= 30;
  for (const row of typicalWeightRows(food, englishNames)) {
    if (row.kind === 'cup' || row.lang !== '') continue;
    if (row.replacesUsda) result[row.kind] = row.grams;
    else result[row.kind] ??= row.grams;
  }
  return result;
}
/** The weights recipes mean where USDA's own measure of the name is another size. */
function ownWeights(food: UsdaFood, englishNames: string[]): Record<string, number> | undefined {
  const rows = typicalWeightRows(food, englishNames).filter(
    (row) => row.replacesUsda && row.lang === '',
  );
  return rows.length > 0 ? Object.fromEntries(rows.map((row) => [row.kind, row.grams])) : undefined;
}
/** The sizes sold where recipes in a language are written, by language. */
function localWeights(
  food: UsdaFood,
  englishNames: string[],
): Record<string, Record<string, number>> | undefined {
  const result: Record<string, Record<string, number>> = {};
  for (const row of typicalWeightRows(food, englishNames)) {
    if (row.lang === '') continue;
    result[row.lang] = { ...result[row.lang], [row.kind]: row.grams };
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
function shelf(food: UsdaFood): string {
  // A remark in brackets is not how the food is sold: "Shrimp, raw (may have been previously
  // frozen)" is fresh fish, "Bread, white (includes soft bread crumbs)" is bread.
  const text = food.description.toLowerCase().replace(/\([^)]*\)/g, '');
  const byGroup: Record<string, string> = {
    'Dairy and Egg Products': 'Dairy',
    'Poultry Products': 'Meat',
    'Beef Products': 'Meat',
    'Pork Products': 'Meat',
    'Lamb, Veal, and Game Products': 'Meat',
    'Sausages and Luncheon Meats': 'Meat',
    'Finfish and Shellfish Products': 'Meat',
    'Vegetables and Vegetable Products': 'Produce',
    'Fruits and Fruit Juices': 'Produce',
    'Baked Products': 'Bakery',
  };
  const group = byGroup[food.category];
  // USDA keeps some fruit and vegetables only in their frozen form ("Vegetables, mixed,
  // frozen"); a recipe naming them means fresh ones unless its line says frozen.
  if (/^ice creams?\b/.test(text) || (/\bfrozen\b/.test(text) && group !== 'Produce'))
    return 'Frozen';
  // Pastry dough (filo, puff) is sold frozen or chilled, not at the bread counter.
  if (group === 'Bakery' && /\bdough\b|^puff pastry\b/.test(text)) return 'Frozen';
  // Sauces and pickles USDA files with vegetables ("Catsup", "Pickles, cucumber") are bottled.
  if (
    group === 'Produce' &&
    /\b(canned|dried|dehydrated|juice|sweetened|catsup|pickles?|pickled|relish|paste|puree|sauce)\b/.test(
      text,
    )
  )
    return 'Pantry';
  if (group === 'Meat' && /\bcanned\b/.test(text)) return 'Pantry';
  // Fresh (compressed) yeast is sold chilled, by the butter.
  if (/^leavening agents, yeast, baker's, compressed\b/.test(text)) return 'Dairy';
  // Baking powder, soda and dry yeast are USDA "Baked Products" but stand with the flour.
  if (
    group === 'Bakery' &&
    /\b(crackers?|cookies?|bread crumbs|croutons|mix)\b|^leavening agents\b/.test(text)
  )
    return 'Pantry';
  if (food.category === 'Spices and Herbs' && /\bfresh\b/.test(text)) return 'Produce';
  if (food.category === 'Legumes and Legume Products' && /\btofu\b/.test(text)) return 'Produce';
  if (food.category === 'Fats and Oils' && /^(margarine|butter)/.test(text)) return 'Dairy';
  return group ?? 'Pantry';
}
// A dried herb or spice bought fresh ("a bunch of coriander", "fresh thyme") is a fresh herb,
// on the vegetable shelf; the line reader decides when a line says so.
function freshShelf(food: UsdaFood): string | undefined {
  return food.category === 'Spices and Herbs' && !/\bfresh\b/i.test(food.description)
    ? 'Produce'
    : undefined;
}
// A dried herb's fresh form, for a line that says fresh or counts sprigs or bunches ("1 Bund
// Koriander" is leaves, not seed).
const freshTwins = new Map<string, string>();
for (const row of parseCsvRecords(readFileSync(here('food-lexicon/fresh-twins.csv'), 'utf8'))) {
  if (!foods.has(row.dried_id ?? '') || !foods.has(row.fresh_id ?? '')) {
    throw new Error(`fresh-twins.csv: no USDA food ${row.dried_id} or ${row.fresh_id}`);
  }
  freshTwins.set(row.dried_id ?? '', row.fresh_id ?? '');
}
function cookedTwin(food: UsdaFood): string | null {
  if (!/\b(raw|uncooked|dry)\b/i.test(food.description)) return null;
  const head = food.description.split(/, (?:raw|uncooked|dry)\b/i)[0] ?? '';
  let best: UsdaFood | null = null;
  for (const other of foods.values()) {
    if (other.id === food.id || !other.description.startsWith(head)) continue;
    if (!/\b(cooked|boiled)\b/i.test(other.description) || /\bfried\b/i.test(other.description))
      continue;
    if (!best || other.description.length < best.description.length) best = other;
  }
  return best?.id ?? null;
}

for (const food of canonicals) {
  for (const [language, names] of food.names) {
    const kept = names.filter((name) => {
      const owner = handClaims.get(`${language} ${foodKey(name)}`);
      return owner === undefined || owner === food;
    });
    if (kept.length > 0) food.names.set(language, kept);
    else food.names.delete(language);
  }
}

const seenIds = new Set<string>();
const output = canonicals
  .filter((food) => food.names.size > 0)
  .sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))
  .map((food) => {
    const usda = foods.get(food.usda) as UsdaFood;
    // The shortest name is the usual one ("rice" before "basmati rice", "huile d'olive" before
    // "huile d'olive extra vierge"); the English one names the id. A synonym comes after the
    // food's own names, so adding "rocket" leaves arugula its name.
    const isSynonym = (name: string) => synonyms.get(food)?.has(name) === true;
    for (const [language, names] of food.names) {
      food.names.set(
        language,
        [...names].sort(
          (a, b) =>
            (language === 'en' ? Number(isSynonym(a)) - Number(isSynonym(b)) : 0) ||
            a.length - b.length,
        ),
      );
    }
    const english = food.names.get('en') ?? [];
    // The id stays named by the shortest English name, synonyms included, as ids always were.
    const shortest = [...english].sort((a, b) => a.length - b.length)[0];
    if (food.id.startsWith('usda:') && shortest) food.id = `usda:${slug(shortest)}`;
    if (seenIds.has(food.id)) food.id = `${food.id}-${food.usda}`;
    seenIds.add(food.id);
    return {
      id: food.id,
      usda: food.usda,
      cooked: cookedTwin(usda),
      state: /\b(cooked|boiled|roasted|baked|braised|fried|grilled)\b/i.test(usda.description)
        ? 'cooked'
        : 'raw',
      // A food named frozen ("frozen peas") is the frozen one whatever USDA's group says.
      shelf: english.some((name) => /\bfrozen\b/.test(name)) ? 'Frozen' : shelf(usda),
      freshShelf: freshShelf(usda),
      fresh: freshTwins.get(usda.id),
      density: density(food.usda),
      weights: weights(usda, english),
      ownWeights: ownWeights(usda, english),
      localWeights: localWeights(usda, english),
      names: Object.fromEntries(
        [...food.names].sort(([a], [b]) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b))),
      ),
    };
  });

writeFileSync(
  outPath,
  `${JSON.stringify({
    licence:
      'ODbL-1.0: derived from the Open Food Facts ingredients taxonomy (© Open Food Facts contributors) and USDA SR28 (public domain). See NOTICE.md.',
    foods: output,
  })}\n`,
);
console.log(`${output.length} foods → ${outPath}`);
