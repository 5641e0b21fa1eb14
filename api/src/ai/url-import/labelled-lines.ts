import { parseDurationMinutes } from './durations.ts';
import { parseServings } from './yields.ts';

// Labels recipe cards print before their facts, in the languages we import from. A label is
// followed by its value on the same line ("Prep Time: 5 mins") or on the next ("Servings" / "6").
const end = '(?![\\p{L}])';
const label = (words: string) => new RegExp(`^(?:${words})${end}\\s*[:：]?\\s*`, 'iu');
const totalLabel = label(
  'prep\\s*(?:&|and|\\+)\\s*cook(?:ing)?\\s*time|total(?:\\s+time)?|ready\\s+in|gesamtzeit|temps\\s+total|tiempo\\s+total|tempo\\s+total|tempo\\s+totale|totale|czas\\s+całkowity|totale\\s+tijd|totaltid|total\\s+tid|toplam\\s+süre|συνολικός\\s+χρόνος',
);
const prepLabel = label(
  'prep(?:aration)?(?:\\s+time)?|active\\s+time|hands[-\\s]on\\s+time|vorbereitung(?:szeit)?|arbeitszeit|temps\\s+de\\s+préparation|tiempo\\s+de\\s+preparación|tempo\\s+de\\s+preparo|tempo\\s+di\\s+preparazione|preparazione|voorbereidingstijd|bereidingstijd|czas\\s+przygotowania|hazırlık\\s+süresi|forberedelse|förberedelse|χρόνος\\s+προετοιμασίας',
);
const cookLabel = label(
  'cook(?:ing)?(?:\\s+time)?|bake\\s+time|baking\\s+time|kochzeit|backzeit|garzeit|temps\\s+de\\s+cuisson|cuisson|tiempo\\s+de\\s+cocción|cocción|tempo\\s+de\\s+cozimento|tempo\\s+di\\s+cottura|cottura|kooktijd|baktijd|czas\\s+pieczenia|pişirme\\s+süresi|tilberedningstid|χρόνος\\s+μαγειρέματος',
);
const servingsLabel = label(
  'servings?|serves|yields?|makes|portions?|porzioni|porciones|porções|rendimento|rendimiento|personen|personnes|portionen|porcje|adagok?|portioner|μερίδες|porsiyon|antal|aantal\\s+personen|für|pour|para',
);

// The count written before its unit, as a whole line or the end of a heading: "4 porzioni",
// "6 personnes", "Zutaten für 4 Personen", "Ingredients for 5 (small) servings".
const countOfPeople = new RegExp(
  `(?:^|\\s(?:for|für|pour|para|per|voor|för|til|na)\\s+)(\\d+(?:\\s*[-–]\\s*\\d+)?)\\s+(?:\\([^)]{1,20}\\)\\s+)?(?:servings?|portions?|people|persons|porzioni|persone|porciones|personas|porções|porcoes|pessoas|personen|personnes|portionen|portioner|personer|porsjoner|porcje|porcji|osób|osoby|adag|porce|porcí)${end}\\s*[.:]?$`,
  'iu',
);

export interface LabelledLineFacts {
  servings: number | null;
  totalTimeMinutes: number | null;
  prepTimeMinutes: number | null;
  cookTimeMinutes: number | null;
}

/** Servings and times a page prints as labelled lines; the first of each label counts. */
export function readLabelledLines(lines: string[]): LabelledLineFacts {
  const facts: LabelledLineFacts = {
    servings: null,
    totalTimeMinutes: null,
    prepTimeMinutes: null,
    cookTimeMinutes: null,
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.length > 60) continue;
    const valueAfter = (pattern: RegExp): string | null => {
      const match = pattern.exec(line);
      if (!match) return null;
      const rest = line.slice(match[0].length).trim();
      const value = rest || (lines[i + 1] ?? '');
      return /\d/.test(value) && value.length <= 40 ? value : null;
    };
    // Order matters: "Prep & Cook Time" is a total, "Preparation" is not "Prep & Cook".
    const total = valueAfter(totalLabel);
    if (total !== null) {
      facts.totalTimeMinutes ??= parseDurationMinutes(total);
      continue;
    }
    const prep = valueAfter(prepLabel);
    if (prep !== null) {
      facts.prepTimeMinutes ??= parseDurationMinutes(prep);
      continue;
    }
    const cook = valueAfter(cookLabel);
    if (cook !== null) {
      facts.cookTimeMinutes ??= parseDurationMinutes(cook);
      continue;
    }
    const servings = valueAfter(servingsLabel);
    if (servings !== null) {
      facts.servings ??= parseServings(servings);
      continue;
    }
    const people = countOfPeople.exec(line);
    if (people) facts.servings ??= parseServings(people[1]);
  }
  if (
    facts.totalTimeMinutes === null &&
    (facts.prepTimeMinutes ?? facts.cookTimeMinutes) !== null
  ) {
    facts.totalTimeMinutes = (facts.prepTimeMinutes ?? 0) + (facts.cookTimeMinutes ?? 0);
  }
  return facts;
}
