import type { CheerioAPI } from 'cheerio';
import { parseDurationMinutes } from './durations.ts';
import { elementText } from './element-text.ts';
import { absoluteUrl } from './images.ts';
import { parseServings } from './yields.ts';

const servingsLabel =
  /^(?:servings|serves|yield|makes|portions?|porcje|porzioni|portionen|personnes|porciones|porções|μερίδες|portioner|adag)\s*:?$/iu;
const totalTimeLabel = /^(?:total time|time|ready in|czas|tiempo|zeit|temps|χρόνος|tid)\s*:?$/iu;

export interface LabelledFacts {
  servings: number | null;
  totalTimeMinutes: number | null;
}

/**
 * Reads servings and total time that a page shows without structured data: label/value pairs
 * in table rows (th/td) and definition lists (dt/dd), as in wiki infoboxes, else elements
 * whose class names the fact.
 */
export function readLabelledFacts($: CheerioAPI): LabelledFacts {
  const facts: LabelledFacts = { servings: null, totalTimeMinutes: null };
  for (const label of $('th, dt').toArray()) {
    const text = elementText(label);
    const value = $(label).next('td, dd').get(0);
    if (!value) continue;
    if (facts.servings === null && servingsLabel.test(text)) {
      facts.servings = parseServings(elementText(value));
    } else if (facts.totalTimeMinutes === null && totalTimeLabel.test(text)) {
      facts.totalTimeMinutes = parseDurationMinutes(elementText(value));
    }
  }
  if (facts.servings === null) {
    facts.servings = parseServings(
      classText($, /(?:^|[\s_-])(?:portions|servings|yield)(?:$|[\s_-])/i),
    );
  }
  if (facts.totalTimeMinutes === null) {
    const total = parseDurationMinutes(classText($, /(?:^|[\s_])total[_-]?time(?:$|[\s_])/i));
    const prep = parseDurationMinutes(
      classText($, /(?:^|[\s_])prep(?:aration)?[_-]?time(?:$|[\s_])/i),
    );
    const cook = parseDurationMinutes(classText($, /(?:^|[\s_])cook(?:ing)?[_-]?time(?:$|[\s_])/i));
    facts.totalTimeMinutes =
      total ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  }
  return facts;
}

// Recipe themes name their fact boxes by class ("item portions", "cooking_time").
function classText($: CheerioAPI, pattern: RegExp): string {
  const element = $('[class]')
    .toArray()
    .find((candidate) => pattern.test($(candidate).attr('class') ?? ''));
  return element ? elementText(element) : '';
}

/**
 * The first sizeable image in the page body, for pages with neither og:image nor structured
 * data. Width hints skip icons and tracking pixels.
 */
export function readContentImage($: CheerioAPI, pageUrl: string): string | null {
  for (const image of $('body img[src]').toArray()) {
    const width = Number($(image).attr('width') ?? 0);
    if (width < 200) continue;
    const url = absoluteUrl($(image).attr('src'), pageUrl);
    if (url) return url;
  }
  return null;
}
