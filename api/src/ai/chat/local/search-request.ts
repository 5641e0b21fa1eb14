import type { CourseId } from '@app/schema';
import { identifyFood } from '../../food/food-identity.ts';
import { foodKey } from '../../food/food-key.ts';
import { mainIngredientKeywords } from '../../text-import/tag-keywords.ts';
import { namingWords } from './food-weights.ts';

/** What the cook is looking for, read from their words. */
export interface SearchRequest {
  ingredient?: string;
  maxTotalTime?: number;
  course?: CourseId;
  /** A diet tag: vegetarian, vegan, gluten-free, dairy-free, keto. */
  tag?: string;
  /** Free words when nothing more specific was said ("my lasagna"). */
  text?: string;
}

const searchVerbPattern =
  /\b(suggest(?:ion)?s?|recommend|ideas?|find|search|look(?:ing)? (?:for|up)|show me|give me|what (?:can|should|could|shall) (?:i|we) (?:cook|make|eat|have)|what'?s for|something|anything|do i have|any\b.{0,30}\brecipes?|recipes? (?:with|for|using|that)|in the mood for|craving|hungry|vorschlag|schlag|rezepte? mit|recetas? con|recettes? avec|ricette con|sugiere|suggère|propose)\b/iu;

const coursePatterns: [CourseId, RegExp][] = [
  ['breakfast', /\b(breakfast|brunch|morning|frühstück|petit[- ]déjeuner|desayuno|colazione)\b/iu],
  ['lunch', /\b(lunch|midday|mittagessen|déjeuner|almuerzo|comida|pranzo)\b/iu],
  ['dinner', /\b(dinner|supper|tonight|main course|entree|abendessen|dîner|cena)\b/iu],
  ['desserts', /\b(desserts?|sweets?|cakes?|nachtisch|nachspeise|postres?|dolci)\b/iu],
  ['snacks', /\b(snacks?|appetizers?|starters?|finger food|quick bite|vorspeise|aperitivo)\b/iu],
  ['beverages', /\b(drinks?|beverages?|smoothies?|cocktails?|juices?|getränk|boisson|bebida)\b/iu],
];

const dietTags: [string, RegExp][] = [
  ['vegan', /\b(vegan|végétalien|vegano)\b/iu],
  [
    'vegetarian',
    /\b(vegetarian|veggie|meat[- ]?free|meatless|vegetarisch|végétarien|vegetariano)\b/iu,
  ],
  ['gluten-free', /\b(gluten[- ]?free|glutenfrei|sans gluten|sin gluten|senza glutine)\b/iu],
  ['dairy-free', /\b(dairy[- ]?free|lactose[- ]?free|laktosefrei|sans lactose|sin lactosa)\b/iu],
  ['keto', /\b(keto|low[- ]carb)\b/iu],
];

// Words of the request itself, never an ingredient.
const requestWords = new Set(
  `suggest suggestion recommend find search look looking show give me a an the some something anything
  recipe recipes dish dishes meal meals idea ideas dinner lunch breakfast brunch dessert desserts snack
  snacks drink drinks quick fast easy simple healthy light minute minutes min mins hour hours under less
  than within in for with and or tonight today my i we can could cook make what should have do any
  please vegetarian vegan keto gluten free dairy low carb good nice tasty ready sweet savory savoury
  hot cold warm cheap family kids friends that takes take up to max maximum about around is are of
  mood craving hungry something new to eat tomorrow week weekend leftover leftovers
  fridge got use up there`.split(/\s+/),
);

const notIngredients =
  /^(?:friends?|family|kids|children|guests?|people|someone|everyone|me|us|him|her|them|it|this|that|less|more|no|nothing|something|anything|a|an|the|my|under|in|time)\b/i;

function readMinutes(text: string): number | undefined {
  const minutes =
    /(?<![\d.,])(\d+)\s*-?\s*(?:minutes?|mins?|min\.?|minuten|minutos|minuti)\b/iu.exec(text);
  if (minutes?.[1]) return Number(minutes[1]);
  const hours =
    /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*-?\s*(?:hours?|hrs?|h|stunden?|heures?|horas?|ore)\b/iu.exec(
      text,
    );
  if (hours?.[1]) return Math.round(Number(hours[1].replace(',', '.')) * 60);
  if (/\bhalf an? hour\b|\bhalf-hour\b/i.test(text)) return 30;
  if (/\b(?:an|one) hour\b/i.test(text)) return 60;
  if (/\b(quick|fast|speedy|in a hurry|rápid[oa]|schnell|rapide|veloce)\b/iu.test(text)) return 30;
  return undefined;
}

// "tomatoes" finds "tomato" in an ingredient line; "berries" stays whole ("berry" would not).
function searchForm(words: string): string {
  return words
    .split(' ')
    .map((word) =>
      /oes$/.test(word)
        ? word.slice(0, -2)
        : /[^su]s$/.test(word) && !/ies$/.test(word)
          ? word.slice(0, -1)
          : word,
    )
    .join(' ');
}

// The words that name a food in the food identity, as the cook wrote them. English names only:
// the collection is searched in English words, and "pollo" is found through the keywords below.
// With `asNamed`, only a name the lexicon lists as written: its inflection fallback reads "my
// lasagna" as the pasta sheets "lasagne", and a dish is searched as words.
function foodNamed(phrase: string, options: { asNamed?: boolean } = {}): string | undefined {
  const identity = identifyFood(phrase, 'en');
  if (!identity || (options.asNamed && identity.matched !== foodKey(identity.name))) {
    return undefined;
  }
  const words = namingWords(phrase, identity);
  return words ? searchForm(words) : undefined;
}

function namedIngredient(words: string): string | undefined {
  const phrase = words.trim().toLowerCase();
  if (phrase === '' || notIngredients.test(phrase)) return undefined;
  const food = foodNamed(phrase);
  if (food) return food;
  // "pollo", "Hähnchen": the collection is searched in English words.
  const keyword = mainIngredientKeywords.find(([, pattern]) => pattern.test(phrase));
  return keyword ? keyword[0] : searchForm(phrase);
}

function readIngredient(text: string): string | undefined {
  const withPhrase =
    /\b(?:with|using|containing|made with|that (?:has|have|uses?)|out of|mit|avec|con)\s+(?:(?:some|the|my|leftover|fresh|a|an|a few)\s+)*([\p{L}' -]+?)(?=\s+(?:and|or|in|under|for|that|which|within|less|ready|tonight|today|please|recipes?|dish|meal|ideas?)\b|\s*[,.?!;:]|\s*\d|$)/iu.exec(
      text,
    );
  const phrase = withPhrase?.[1] ? namedIngredient(withPhrase[1]) : undefined;
  if (phrase) return phrase;
  // Without "with …", only a food the food identity names outright counts: "my lasagna" is a
  // dish name, searched as words. The words that named the course ("cake", "smoothies") are the
  // course, not also the ingredient.
  const courseless = coursePatterns.reduce(
    (rest, [, pattern]) => rest.replace(new RegExp(pattern.source, 'giu'), ' '),
    text,
  );
  const words = contentWords(courseless);
  for (const size of [2, 1]) {
    for (let start = 0; start + size <= words.length; start++) {
      const food = foodNamed(words.slice(start, start + size).join(' '), { asNamed: true });
      if (food) return food;
    }
  }
  return undefined;
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter((word) => !requestWords.has(word));
}

function readText(text: string): string | undefined {
  const words = contentWords(text);
  return words.length > 0 ? words.join(' ') : undefined;
}

/** Reads a request for recipe ideas; null when the message is not one. */
export function readSearchRequest(text: string): SearchRequest | null {
  const course = coursePatterns.find(([, pattern]) => pattern.test(text))?.[0];
  const maxTotalTime = readMinutes(text);
  const ingredient = readIngredient(text);
  const tag = dietTags.find(([, pattern]) => pattern.test(text))?.[0];
  const isSearch =
    searchVerbPattern.test(text) ||
    (course !== undefined && (maxTotalTime !== undefined || ingredient !== undefined));
  if (!isSearch) return null;
  const request: SearchRequest = {};
  if (ingredient) request.ingredient = ingredient;
  if (maxTotalTime) request.maxTotalTime = maxTotalTime;
  if (tag) request.tag = tag;
  // Few cooks tag their recipes by course: it narrows only a request with nothing else to go on.
  if (course && !ingredient && !maxTotalTime && !tag) request.course = course;
  if (!ingredient && !tag && !course && !maxTotalTime) {
    const words = readText(text);
    if (words) request.text = words;
  }
  return request;
}
