import { foodKey, foodWords, wordKey } from './food-key.ts';
import { type CanonicalFood, foodLexicon, foodName } from './food-lexicon.ts';
import { type LineLanguage, lineVocabularies } from './line-vocabulary.ts';
import type { Unit } from './units.ts';

/** A recipe's food words understood as one canonical food. */
export interface FoodIdentity {
  food: CanonicalFood;
  /** The USDA food to compose it from: the cooked twin when the line says cooked. */
  usda: string;
  /** The name words that matched, as keys. */
  matched: string;
  /** The lexicon's name that matched, as written there ("chicken breast"). */
  name: string;
  /** The language whose name matched. */
  language: string;
  isCooked: boolean;
  /**
   * The words are one compound word the lexicon names only in another form ("Kokosmilch" for
   * its "Kokosnussmilch", "Mandelmilch" for "almond milk"): the cook's word is the better name.
   */
  isOwnCompound: boolean;
}

/**
 * What a line's food is called on the list and the recipe page: the line's own words when they
 * are one of the food's names ("eggs", "Sahne", a compound like "Erdbeereis") or its plural
 * ("Kichererbsen" for "Kichererbse"), else the food's usual name in the recipe's language ("2
 * Knoblauchzehen, gehackt" → "Knoblauch"). Not a Polish, Czech or Hungarian case form: "czosnku"
 * is "of garlic".
 */
export function nameInLine(
  identity: FoodIdentity,
  words: string,
  line: string,
  language: LineLanguage,
): string {
  const isPlural =
    identity.language === language &&
    !slavic.has(language) &&
    language !== 'hu' &&
    foodKey(words) === identity.matched &&
    stemKey(identity.matched, language) === stemKey(foodKey(identity.name), language);
  const isOwnName =
    identity.isOwnCompound ||
    isPlural ||
    (identity.food.names[identity.language]?.includes(words) ?? false);
  return nounCase(
    isOwnName ? cooksName(words, line, language) : foodName(identity.food, language),
    language,
  );
}

/**
 * The food's words as the line writes them where the language capitalises its nouns ("rote
 * Linsen", not "rote linsen"); elsewhere in lower case, as lists write every item.
 */
function cooksName(food: string, line: string, language: LineLanguage): string {
  if (!lineVocabularies[language].capitalizesNouns) return food;
  const at = line.toLowerCase().indexOf(food);
  return at === -1 ? food : line.slice(at, at + food.length);
}

/** "kreuzkümmel" → "Kreuzkümmel" where the language capitalises its nouns. */
function nounCase(name: string, language: LineLanguage): string {
  return lineVocabularies[language].capitalizesNouns
    ? `${name.charAt(0).toUpperCase()}${name.slice(1)}`
    : name;
}

interface Entry {
  food: CanonicalFood;
  language: string;
  name: string;
}

/** A name found in a recipe's words: its entry and the words' key. */
interface Match {
  entry: Entry;
  key: string;
  isOwnCompound?: boolean;
}

let index:
  | { byKey: Map<string, Entry[]>; byStem: Map<string, Entry[]>; longest: number }
  | undefined;

/**
 * A word key with its inflection off as well, for a second look when the form a recipe writes
 * is not the one the lexicon lists: Scandinavian plurals ("tomater", "citroner", "äggulor"),
 * Italian ones ("melanzane" for "melanzana"), Danish ones that drop an "e" ("kartofler" for
 * "kartoffel"), Dutch ones that halve a long vowel ("hazelnoten" for "hazelnoot") or
 * diminutives ("spruitjes" for "spruit"). Too rough to trust across
 * languages, so only names of the recipe's own language are looked up this way.
 */
export function stemKey(key: string, language?: string): string {
  return key
    .split(' ')
    .map((word) => {
      // Slavic stems are short: "olej" and its genitive "oleja" share one.
      if (language && slavic.has(language)) return word.length < 4 ? word : slavicStem(word);
      if (word.length < 5) return word;
      const stem = word
        .replace(/[aeiouy]+$/, '')
        .replace(/(ern|arn|orn|jes|tj|j|er|ar|or|en|es|et)$/, '')
        .replace(/[aeiouy]+$/, '')
        .replace(/([aeiou])\1/g, '$1')
        // "kartoffel"/"kartofler", "mandel"/"mandler", "hasselnöt"/"hasselnötter".
        .replace(/e([lr])$/, '$1')
        .replace(/([^aeiouy])\1/g, '$1');
      return stem.length >= 3 ? stem : word;
    })
    .join(' ');
}

// Polish and Czech name a food after an amount in the genitive ("łyżeczka cukru", "świeżych
// ogórków") and drop or insert an "e" as they inflect ("cukier"/"cukru", "koperek"/"koperku"):
// case endings off, then a last "e" before the final consonant.
const slavic = new Set(['pl', 'cs']);
function slavicStem(word: string): string {
  const bare = word.replace(/[aeiouy]+$/, '');
  const uncased = bare.replace(/(ow|ach|ami|om|ych|ich|ego|emu|ej)$/, '').replace(/[aeiouy]+$/, '');
  // A case ending that would leave too little was part of the word: "olej", "oleja", "oleju".
  const stem = (uncased.length >= 3 ? uncased : bare).replace(/i?e([^aeiouy])$/, '$1');
  return stem.length >= 3 ? stem : word;
}

function nameIndex() {
  if (index) return index;
  const byKey = new Map<string, Entry[]>();
  const byStem = new Map<string, Entry[]>();
  let longest = 1;
  for (const food of foodLexicon()) {
    for (const [language, names] of Object.entries(food.names)) {
      for (const name of names) {
        const key = foodKey(name);
        if (key === '') continue;
        const entries = byKey.get(key) ?? [];
        // The first food to claim a name in a language keeps it (the lexicon lists hand-checked
        // names first).
        if (!entries.some((entry) => entry.language === language))
          entries.push({ food, language, name });
        byKey.set(key, entries);
        const stem = stemKey(key, language);
        const stemmed = byStem.get(stem) ?? [];
        if (!stemmed.some((entry) => entry.language === language))
          stemmed.push({ food, language, name });
        byStem.set(stem, stemmed);
        longest = Math.max(longest, key.split(' ').length);
      }
    }
  }
  index = { byKey, byStem, longest };
  return index;
}

// "with" in our languages, and its Scandinavian abbreviation "m." (not the Polish "z", which
// is also "of": "sok z cytryny" is lemon juice).
const withWords = /\s(?:with|mit|avec|con|com|met|med|m\.)\s/i;

// Where a language puts the noun that names the thing: last in "cherry tomatoes" and
// "Kirschtomaten", first in "tomates cerises" and "salsa di pomodoro".
const headFirst = new Set<string>(['fr', 'es', 'it', 'pt']);

const cookedWords = new Set(
  foodWords(
    'cooked leftover gekocht gekochte gekochten gegart cuit cuite cuits cuites cocido cocida cocidos cocidas cotto cotta cotti cozido cozida cozidos gekookt gekookte kokt kokta kogt kogte kokte ugotowany főtt vařený',
  ),
);

// A recipe's words are read as names of its own language or English (which recipes everywhere
// borrow); a name from a third language is a false friend more often than not ("crust").
function pick(entries: Entry[], language: LineLanguage | undefined): Entry | undefined {
  return (
    entries.find((entry) => entry.language === language) ??
    entries.find((entry) => entry.language === 'en') ??
    (language ? undefined : entries[0])
  );
}

/**
 * The canonical food a recipe's food words name: the longest name found in them (so "bell
 * pepper" beats "pepper", "potato starch" beats "potato", "almond milk" beats "almonds"); among
 * names of one length, one in the recipe's language, then the language's head noun. Null when no
 * name is found: a wrong food is worse than a line reported as not counted.
 */
export function identifyFood(text: string, language?: LineLanguage): FoodIdentity | null {
  const whole = identifyWords(text, language);
  // What comes after "with" flavours the food, it is not the food: "cream cheese with chives",
  // "Frischkäse mit Kräutern", "flødeost m. hvidløg"; unless a name says it ("chocolate con
  // leche", "almond with skin").
  const [main = text, flavour] = text.split(withWords);
  if (flavour === undefined || main.trim() === '' || (whole && withWords.test(` ${whole.name} `)))
    return whole;
  return identifyWords(main, language) ?? whole;
}

// Ground black pepper, cayenne and paprika: spices whose names also name the vegetable.
const pepperSpices = new Set(['02028', '02030', '02031']);
const countedUnits = new Set<Unit | null>([null, 'piece', 'jar', 'can']);
const spoonUnits = new Set<Unit | null>(['tsp', 'tbsp', 'pinch', 'dash']);
const cutWords =
  /(?<!\p{L})(diced|chopped|sliced|minced|roasted|julienned|seeded|cored|gewürfelt\p{L}*|gehackt\p{L}*|geschnitten\p{L}*|émincée?s?|hachée?s?|picad[oa]s?|tritat[oi]|gesneden|hakket|hackad\p{L}*)(?!\p{L})/iu;
const greenWords =
  /(?<!\p{L})(green|grüne?[rns]?|verts?|verdes?|groene?|gröna?|grønne?|zielon\p{L}*|zöld|zelen\p{L}*)(?!\p{L})/iu;

/**
 * A line's food read with its measure. "Pepper" and "Paprika" name a spice and a vegetable: by
 * the spoon they are the spice ("1/2 tsp red pepper", "1 TL Paprika"); counted, by the jar, cut
 * or in the plural the bell pepper ("2 red peppers", "1 rote Paprika", "a jar of roasted red
 * peppers", "2 tbsp diced red pepper").
 */
export function identifyMeasuredFood(
  text: string,
  measure: { quantity: number | null; unit: Unit | null },
  language?: LineLanguage,
): FoodIdentity | null {
  const identity = identifyFood(text, language);
  if (!identity) return identity;
  const isSpice = pepperSpices.has(identity.usda);
  // Cut like a vegetable, or "peppers": nobody dices or counts a ground spice.
  const isVegetable =
    cutWords.test(text) ||
    /(?<!\p{L})peppers(?!\p{L})/iu.test(text) ||
    (measure.quantity !== null && countedUnits.has(measure.unit));
  let meant: FoodIdentity | null = null;
  if (spoonUnits.has(measure.unit) && !isSpice && /paprika/i.test(identity.matched)) {
    meant = identifyFood('paprika', 'en');
  } else if (isSpice && isVegetable) {
    // A green pepper is the unripe one, of fewer calories; other colours are ripe ones.
    meant = identifyFood(greenWords.test(text) ? 'green bell pepper' : 'bell pepper', 'en');
  }
  if (!meant || meant.usda === identity.usda) return identity;
  return { ...meant, matched: identity.matched, name: identity.name, language: identity.language };
}

function identifyWords(text: string, language?: LineLanguage): FoodIdentity | null {
  const written = foodWords(text);
  if (written.length === 0) return null;
  const isHeadFirst = language ? headFirst.has(language) : false;
  const head = isHeadFirst ? 0 : written.length - 1;
  // The name that contains the head noun first ("blue cheese dressing" is a dressing); only when
  // no name does, the longest elsewhere ("chicken thighs, any cut"), unless the head noun names
  // a made product we do not know ("rice papers", "ranch seasoning"): then nothing.
  const find = (words: string[]): Match | undefined | null =>
    kindBeforeClassNoun(words, language, head) ??
    bestMatch(words, language, head) ??
    (productNouns.has(words[head] ?? '') ? null : bestMatch(words, language, null)) ??
    compoundMatch(words, language, head);
  let words = written;
  let found = find(words);
  // A typing or reading slip when nothing else is found ("tumeric", "mozarella", an OCR'd
  // "rnozzarella"), or in the head noun when only a word before it was found ("pasta
  // tortelleni" is tortellini, not plain pasta): the one name a long unknown word is a single
  // letter away from. Never over a name found as written: "masala" is not "marsala", nor a
  // "fillet" millet.
  const headWord = written[head] ?? '';
  const isHeadUnread =
    found && !found.key.split(' ').includes(headWord) && !nameIndex().byKey.has(headWord);
  if (!found || isHeadUnread) {
    const { byKey } = nameIndex();
    const corrected = written.map((word) =>
      byKey.has(word) ? word : (closeName(word, language) ?? word),
    );
    const again = corrected.some((word, at) => word !== written[at]) ? find(corrected) : null;
    const coversHead = again?.key.split(' ').includes(corrected[head] ?? '');
    if (again && (!found || coversHead)) {
      words = corrected;
      found = again;
    }
  }
  found ??= borrowedName(written, head);
  if (!found) return null;
  const isCooked =
    found.entry.food.state === 'cooked' || words.some((word) => cookedWords.has(word));
  const usda =
    isCooked && found.entry.food.cooked ? found.entry.food.cooked : found.entry.food.usda;
  return {
    food: found.entry.food,
    usda,
    matched: found.key,
    name: found.entry.name,
    language: found.entry.language,
    isCooked,
    isOwnCompound: found.isOwnCompound === true,
  };
}

/**
 * A food's name from a third language, when nothing else names the words: cheeses, breads and
 * cured meats keep their names abroad ("emmental", "pecorino", "ciabatta" in an English recipe).
 * Only a name of five letters or more that covers the head noun and that every language using it
 * gives to one food: a false friend names two.
 */
function borrowedName(words: string[], head: number): Match | undefined {
  const { byKey, longest } = nameIndex();
  for (let length = Math.min(longest, words.length); length >= 1; length--) {
    const last = Math.min(head, words.length - length);
    for (let start = Math.max(0, head - length + 1); start <= last; start++) {
      const key = words.slice(start, start + length).join(' ');
      const entries = byKey.get(key);
      if (!entries || key.length < 5) continue;
      const [entry] = entries;
      if (entry && entries.every((other) => other.food === entry.food)) return { entry, key };
    }
  }
  return undefined;
}

let nameWords: Map<string, Set<string>> | undefined;

/**
 * The one word of the names of the recipe's language or English that `word` is one letter
 * (added, dropped, changed or swapped) away from; null when none or several are. Only long
 * words: short ones are one letter from too many others.
 */
function closeName(word: string, language: LineLanguage | undefined): string | null {
  if (word.length < 7) return null;
  if (!nameWords) {
    nameWords = new Map();
    for (const [key, entries] of nameIndex().byKey) {
      for (const entry of entries) {
        const words = nameWords.get(entry.language) ?? new Set<string>();
        for (const part of key.split(' ')) if (part.length >= 6) words.add(part);
        nameWords.set(entry.language, words);
      }
    }
  }
  const languages = language && language !== 'en' ? [language, 'en'] : ['en'];
  const close = new Set<string>();
  for (const code of languages) {
    for (const name of nameWords.get(code) ?? []) {
      if (Math.abs(name.length - word.length) <= 1 && isOneEditApart(word, name)) close.add(name);
    }
  }
  return close.size === 1 ? ([...close][0] ?? null) : null;
}

/** One insertion, deletion, substitution or swap of neighbours turns `a` into `b`. */
function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

// German, Dutch and Scandinavian write one word for "granulated sugar" ("Strösocker") or
// "ground beef" ("Rinderhackfleisch"): an unknown head word is the food its longest known ending
// names.
const compounding = new Set<string>(['de', 'nl', 'sv', 'da', 'no', 'hu']);
function compoundMatch(
  words: string[],
  language: LineLanguage | undefined,
  head: number,
): Match | undefined {
  const whole = words[head];
  if (!whole || !language || !compounding.has(language)) return undefined;
  const { byKey } = nameIndex();
  // A cut named at the end is the food before it: "Weißbrotwürfel", "pompoenblokjes".
  const isCut = cutEndings.test(whole);
  const word = isCut ? wordKey(whole.replace(cutEndings, '')) : whole;
  if (isCut && word.length >= 3) {
    const entries = byKey.get(word);
    const entry = entries ? pick(entries, language) : undefined;
    if (entry) return { entry, key: word };
  }
  // Plurals in -er, -ar, -or, -na ("tomater", "morötter" is irregular) are read as their singular.
  const singular = word.replace(/(?<=\w{3})(?:er|ar|or|na)$/, '');
  const forms = singular === word ? [word] : [word, singular];
  for (const form of forms) {
    const entries = byKey.get(form);
    const entry = entries ? pick(entries, language) : undefined;
    if (entry && form !== word) return { entry, key: form };
    // The known endings, longest first.
    const heads: { start: number; key: string; entry: Entry }[] = [];
    for (let start = 1; form.length - start >= 2; start++) {
      const key = form.slice(start);
      // An ending is a word of the compound's own language: English "beer" is no ending of
      // "Blaubeere".
      const entry = byKey.get(key)?.find((candidate) => candidate.language === language);
      if (entry) heads.push({ start, key, entry });
    }
    for (const head of heads) {
      const kind = compoundKind(form.slice(0, head.start), head.key, head.entry, language);
      if (kind) return { ...kind, isOwnCompound: words.length === 1 };
    }
    // A split whose first part is a food too is the right one ("Erdbeer|eis", not
    // "Erdbe|reis"); else the longest ending. Two letters ("öl") only when the whole compound
    // was found above: so short an ending is more often chance than a word.
    const longEnough = heads.filter((candidate) => candidate.key.length >= 3);
    const modified = longEnough.find((candidate) =>
      compoundModifier(form.slice(0, candidate.start), language, { isClipped: false }),
    );
    // "Erdbeereis", "Orangenlikör": the kind the first part names is the cook's to keep.
    if (modified)
      return { entry: modified.entry, key: modified.key, isOwnCompound: words.length === 1 };
    const head = longEnough[0];
    if (head) return { entry: head.entry, key: head.key };
  }
  return undefined;
}

/**
 * A compound whose first part names another food is often a food of its own: "Kokosmilch" is
 * coconut milk and "Mandelmilch" almond milk, not milk. Found as a longer name of the language
 * that starts with the first part and ends with the head ("Kokos" + "milch" is the lexicon's
 * "Kokosnussmilch", "Kokosöl" its "Kokosnussöl"), or as the English name the two foods make
 * together ("Mandel" is almond, "milch" milk: "almond milk").
 */
function compoundKind(
  prefix: string,
  head: string,
  headEntry: Entry,
  language: LineLanguage,
): { entry: Entry; key: string } | undefined {
  if (prefix.length < 3) return undefined;
  const { byKey } = nameIndex();
  // Written apart in the lexicon: "Vanilleeis" is its "Vanille-Eis".
  const apart = foodKey(`${prefix} ${head}`);
  const apartEntry = byKey.get(apart)?.find((candidate) => candidate.language === language);
  if (apartEntry) return { entry: apartEntry, key: apart };
  const longer = namesStartingWith(prefix, language).find(
    (key) => key.endsWith(head) && key.length - head.length > prefix.length,
  );
  const entries = longer ? byKey.get(longer) : undefined;
  const entry = entries?.find((candidate) => candidate.language === language);
  if (longer && entry) return { entry, key: longer };

  const modifier = compoundModifier(prefix, language);
  if (!modifier || modifier.food === headEntry.food) return undefined;
  for (const first of (modifier.food.names.en ?? []).slice(0, 3)) {
    for (const second of (headEntry.food.names.en ?? []).slice(0, 3)) {
      const key = foodKey(`${first} ${second}`);
      const english = byKey.get(key)?.find((candidate) => candidate.language === 'en');
      if (english) return { entry: english, key };
    }
  }
  return undefined;
}

/**
 * The food a compound's first part names, with a linking "s", "n" or "en" off if need be, or
 * (`isClipped`) as the start of a longer name.
 */
function compoundModifier(
  prefix: string,
  language: LineLanguage,
  { isClipped = true }: { isClipped?: boolean } = {},
): Entry | undefined {
  const { byKey } = nameIndex();
  for (const form of [prefix, prefix.replace(/(?:en|s|n|e)$/, '')]) {
    if (form.length < 3) continue;
    const exact = byKey.get(form)?.find((entry) => entry.language === language);
    if (exact) return exact;
  }
  if (!isClipped) return undefined;
  // A clipped name ("Kokos" for "Kokosnuss"): the shortest one-word name it begins.
  const clipped = namesStartingWith(prefix, language).find((key) => !key.includes(' '));
  return clipped ? byKey.get(clipped)?.find((entry) => entry.language === language) : undefined;
}

let namesByLanguage: Map<string, string[]> | undefined;

/** The language's name keys that begin with `prefix`, shortest first. */
function namesStartingWith(prefix: string, language: string): string[] {
  if (!namesByLanguage) {
    namesByLanguage = new Map();
    for (const [key, entries] of nameIndex().byKey) {
      for (const entry of entries) {
        const keys = namesByLanguage.get(entry.language) ?? [];
        keys.push(key);
        namesByLanguage.set(entry.language, keys);
      }
    }
    for (const keys of namesByLanguage.values()) keys.sort();
  }
  const keys = namesByLanguage.get(language) ?? [];
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((keys[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let at = low; at < keys.length && keys[at]?.startsWith(prefix); at++) {
    found.push(keys[at] as string);
  }
  return found.sort((a, b) => a.length - b.length);
}

// Nouns that name a class or a cut of what the words before them name: "burrata cheese" is
// burrata, "pork shoulder steaks" pork shoulder, "ground turkey meat" ground turkey. Only when the
// whole text is not itself a name ("cottage cheese", "tuna steak" stay as they are).
const classNouns = new Set(
  foodWords('cheese steak steaks roast fillet fillets filet filets chop chops cutlet cutlets meat'),
);
// The same nouns where they come first: "queijo muçarela", "queso manchego", "fromage de
// chèvre", "formaggio grana".
const classNounsFirst = new Set(foodWords('queijo queso formaggio fromage'));
const joiningWords = new Set(foodWords('de di du da del della des do'));
function kindAfterClassNoun(
  words: string[],
  language: LineLanguage | undefined,
): { entry: Entry; key: string } | undefined {
  const { byKey, longest } = nameIndex();
  // A name covering the class noun together with words after it wins as usual.
  for (let length = Math.min(longest, words.length); length >= 2; length--) {
    if (byKey.has(words.slice(0, length).join(' '))) return undefined;
  }
  let start = 1;
  while (joiningWords.has(words[start] ?? '')) start++;
  for (let length = Math.min(longest, words.length - start); length >= 1; length--) {
    const key = words.slice(start, start + length).join(' ');
    const entries = byKey.get(key);
    const entry = entries ? pick(entries, language) : undefined;
    if (entry && key.length >= 4) return { entry, key };
  }
  return undefined;
}

function kindBeforeClassNoun(
  words: string[],
  language: LineLanguage | undefined,
  head: number,
): { entry: Entry; key: string } | undefined {
  if (language && headFirst.has(language)) {
    return head === 0 && words.length > 1 && classNounsFirst.has(words[0] ?? '')
      ? kindAfterClassNoun(words, language)
      : undefined;
  }
  if (!classNouns.has(words[head] ?? '') || head === 0) return undefined;
  const { byKey, longest } = nameIndex();
  // A name covering the class noun together with words before it wins as usual.
  for (let start = Math.max(0, head - longest + 1); start < head; start++) {
    const entries = byKey.get(words.slice(start, head + 1).join(' '));
    if (entries && pick(entries, language)) return undefined;
  }
  // The longest name ending right before the class noun.
  for (let start = Math.max(0, head - longest); start < head; start++) {
    const key = words.slice(start, head).join(' ');
    const entries = byKey.get(key);
    const entry = entries ? pick(entries, language) : undefined;
    if (entry) return { entry, key };
  }
  return undefined;
}

// Cuts and shapes written as the last part of a compound word, as word keys (see food-key.ts).
const cutEndings =
  /(wurfel|stuckch|stuck|scheib|streif|blokj|reepj|stukj|plakj|schijfj|bitar|skivor|strimlor|tarningar|tarning|terninger|terning|stykker)$/;

const productNouns = new Set(
  foodWords(
    'sauce seasoning paper papers mix dressing powder crust dough cake bar bars chips spray wrap wraps crisps cookies crackers rub marinade glaze frosting icing filling blend extract soup soda',
  ),
);

function bestMatch(
  words: string[],
  language: LineLanguage | undefined,
  mustCover: number | null,
): { entry: Entry; key: string } | undefined {
  const { byKey, byStem, longest } = nameIndex();
  const isHeadFirst = language ? headFirst.has(language) : false;
  for (let length = Math.min(longest, words.length); length >= 1; length--) {
    let best: { entry: Entry; key: string; score: number } | undefined;
    for (let start = 0; start + length <= words.length; start++) {
      if (mustCover !== null && (mustCover < start || mustCover >= start + length)) continue;
      const key = words.slice(start, start + length).join(' ');
      const entries = byKey.get(key);
      let entry = entries ? pick(entries, language) : undefined;
      // An inflected form counts after every exact name of the same length.
      let penalty = 0;
      // Not for English, whose plurals the word key already folds: its stems join unrelated
      // words ("paste" and "pasta", "paper" and "papaya").
      if (!entry && language && language !== 'en') {
        entry = byStem
          .get(stemKey(key, language))
          ?.find((candidate) => candidate.language === language);
        penalty = 300;
      }
      if (!entry) continue;
      const languageScore = entry.language === language ? 0 : entry.language === 'en' ? 1 : 2;
      const position = isHeadFirst ? start : words.length - start;
      const score = penalty + languageScore * 100 + position;
      if (!best || score < best.score) best = { entry, key, score };
    }
    if (best) return best;
  }
  return undefined;
}

/**
 * Which languages a recipe's food words are names in: a word named only in German
 * ("Kreuzkümmel", "Kartoffeln") is evidence for German. Scores per language, for
 * detectLanguage.
 */
export function nameLanguageScores(lines: string[]): Map<string, number> {
  const { byKey } = nameIndex();
  const scores = new Map<string, number>();
  for (const line of lines.slice(0, 60)) {
    for (const word of foodWords(line)) {
      const languages = new Set((byKey.get(word) ?? []).map((entry) => entry.language));
      if (languages.size === 0 || languages.size > 3) continue;
      for (const language of languages)
        scores.set(language, (scores.get(language) ?? 0) + 1 / languages.size);
    }
  }
  return scores;
}
