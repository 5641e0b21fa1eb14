import type { KitchenMath } from '../../modules/chat/index.ts';
import { scaleIngredientLines } from './local/scaling.ts';
import { convertUnits } from './local/unit-conversion.ts';

/** The assistant's unit conversions and scaling, from the nutrition data, for every model. */
export const kitchenMath: KitchenMath = {
  convertUnits(args) {
    const outcome = convertUnits(args);
    if ('error' in outcome) throw new Error(outcome.error);
    return outcome;
  },
  scaleIngredientLines: (lines, from, to) => scaleIngredientLines(lines, from, to),
};
