/** Sorts lines that sit under no heading into description, ingredients and steps. */
import { endsSentence, stripBullet, stripListNumber } from './cleaning.ts';
import { isImperative, looksLikeIngredient, looksLikeStep } from './line-classification.ts';
import { isSubgroupHeading } from './sections.ts';

type Phase = 'description' | 'ingredients' | 'steps';

export interface UnlabelledLines {
  description: string | null;
  ingredients: string[];
  /** Raw lines, blanks kept, for `buildSteps`. */
  steps: string[];
}

/**
 * Recipes run description → ingredients → method, so once a phase is left it is not re-entered;
 * that keeps a step that mentions "2 eggs" from turning into an ingredient.
 */
export function classifyUnlabelled(lines: string[], startPhase: Phase): UnlabelledLines {
  const result: UnlabelledLines = { description: null, ingredients: [], steps: [] };
  const descriptionLines: string[] = [];
  let phase = startPhase;
  let isDescriptionClosed = false;
  for (const [index, line] of lines.entries()) {
    if (line === '') {
      if (phase === 'steps') result.steps.push('');
      if (descriptionLines.length > 0) isDescriptionClosed = true;
      continue;
    }
    const text = stripListNumber(stripBullet(line));
    if (phase === 'description') {
      if (
        looksLikeIngredient(text) ||
        (isSubgroupHeading(line) && /^(for|für|pour|per|para) /iu.test(text))
      ) {
        phase = 'ingredients';
      } else if (
        isImperative(text) ||
        /^(\d{1,2}\s*[.)]|step\s*\d)/iu.test(line) ||
        // A long sentence before the ingredient list is the cook's introduction, not a step.
        (looksLikeStep(text) && !hasIngredientAfter(lines, index))
      ) {
        phase = 'steps';
      } else {
        if (!isDescriptionClosed) descriptionLines.push(text);
        continue;
      }
    }
    if (phase === 'ingredients') {
      const isShortItem = text.length <= 40 && !endsSentence(text) && !looksLikeStep(text);
      if (looksLikeIngredient(text) || isShortItem || isSubgroupHeading(line)) {
        result.ingredients.push(stripListNumber(line));
        continue;
      }
      phase = 'steps';
    }
    result.steps.push(line);
  }
  if (descriptionLines.length > 0) result.description = descriptionLines.join(' ');
  return result;
}

function hasIngredientAfter(lines: string[], index: number): boolean {
  return lines
    .slice(index + 1)
    .some((line) => looksLikeIngredient(stripListNumber(stripBullet(line))));
}
