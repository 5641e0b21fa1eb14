/** Lines that only carry servings and times, such as "Prep: 15 mins | Cook: 30 mins | Serves 4". */
import { readLabelledTime, type TimeKind } from './times.ts';
import { readServings } from './yields.ts';

export interface RecipeMeta {
  servings?: number;
  prep?: number;
  cook?: number;
  total?: number;
}

// OCR reads a middle dot between items as ":", "-", "+" or "*".
const separatorPattern = /^[\s|•·;,./–—()\-:+*]+/u;

/** The meta a line holds, or null when anything else is left on it (then it is recipe text). */
export function parseMetaLine(line: string): RecipeMeta | null {
  const meta: RecipeMeta = {};
  let rest = line.replace(/\*\*|__/g, '').trim();
  let found = false;
  while (rest.length > 0) {
    rest = rest.replace(separatorPattern, '');
    if (rest.length === 0) break;
    const time = readLabelledTime(rest);
    if (time) {
      setTime(meta, time.kind, time.minutes);
      rest = rest.slice(time.length);
      found = true;
      continue;
    }
    const servings = readServings(rest);
    if (servings) {
      meta.servings ??= servings.servings;
      rest = rest.slice(servings.length);
      found = true;
      continue;
    }
    return null;
  }
  return found ? meta : null;
}

function setTime(meta: RecipeMeta, kind: TimeKind, minutes: number): void {
  meta[kind] ??= minutes;
}

/** Labels pasted on their own line, with the value on the next ("Prep Time" / "15 mins"). */
export const bareMetaLabelPattern =
  /^(prep(aration)?( time)?|cook(ing)?( time)?|bak(e|ing)( time)?|total( time)?|servings?|yields?|serves|makes|portionen|arbeitszeit|koch-?\s*\/?\s*backzeit|gesamtzeit|temps de préparation|temps de cuisson|temps total|porzioni|porciones|raciones|porties|porções|portioner|porsjoner|totale tijd|tempo total|total tid|samlet tid)\s*:?$/i;
