import type { ShoppingCategory } from '@app/schema';
import { foodWords } from './food-key.ts';
import type { CanonicalFood } from './food-lexicon.ts';
import type { Unit } from './units.ts';

// How a line says the food is sold, in any of our languages. The lexicon gives a food's usual
// shelf; these words move it: frozen blueberries are in the freezer, dried or tinned vegetables
// on the dry shelves, a bunch of fresh thyme with the vegetables. Words are compared as food
// keys, so plural and gender endings do not matter ("surgelées", "congelados").
const frozenWords = new Set(
  foodWords(
    'frozen tiefgekühlt tiefgekühlte tiefgefroren tiefgefrorene gefroren gefrorene tk surgelé surgelée surgelés congelé congelée congelés congelado congelada congelados congeladas surgelato surgelata surgelati congelato congelata congelati diepvries bevroren fryst frysta frossen frosne dybfrost dybfrossen mrożony mrożone mrożonych fagyasztott mražený mražené',
  ),
);
const shelfStableWords = new Set(
  foodWords(
    'canned tinned dried getrocknet getrocknete dosen konserve séché séchée séchés séchées conserve seco seca secos secas enlatado enlatados secco secca secchi essiccato essiccati scatola gedroogd gedroogde blik ingeblikt torkad torkade konserverad tørret tørrede tørrede dåse suszony suszone konserwowy szárított szárítva konzerv sušený sušené',
  ),
);
const freshWords = new Set(
  foodWords(
    'fresh frisch frische frischer frais fraîche fraîches fresco fresca frescos frescas freschi fresche vers verse färsk färska frisk friske fersk ferske świeży świeże świeżych świeżej friss čerstvý čerstvá čerstvé',
  ),
);
// "Frisch geriebene Muskatnuss" is the dried spice, grated when cooking.
const groundWords = new Set(
  foodWords(
    'ground grated gemahlen gemahlene gemahlener gerieben geriebene geriebener moulu moulue râpé râpée molido molida rallado rallada macinato macinata grattugiato grattugiata moído moída ralado ralada gemalen geraspte malen malet revet mielony mielone tarty őrölt reszelt mletý mletá strouhaný',
  ),
);
// Counted as herbs are bought: sprigs, bunches, leaves, a pot.
const freshUnits = new Set<Unit | null>(['sprig', 'bunch', 'leaf'] as Unit[]);

/**
 * The line names a herb as it is bought fresh: sprigs, a bunch, leaves, or "fresh", not ground;
 * never a line that says dried ("1 tsp dried thyme (or 1 tbsp fresh)" means the dried one).
 */
export function saysFresh(text: string, unit: Unit | null): boolean {
  const words = foodWords(text);
  if (words.some((word) => shelfStableWords.has(word))) return false;
  return (
    freshUnits.has(unit) ||
    (words.some((word) => freshWords.has(word)) && !words.some((word) => groundWords.has(word)))
  );
}

/** The shelf for a food as a line names it: the food's usual one unless the line says otherwise. */
export function shelfFor(food: CanonicalFood, text: string, unit: Unit | null): ShoppingCategory {
  const words = foodWords(text);
  if (words.some((word) => frozenWords.has(word))) return 'Frozen';
  const movesToDryShelf = food.shelf === 'Produce' || food.shelf === 'Meat';
  if (movesToDryShelf && (unit === 'can' || words.some((word) => shelfStableWords.has(word))))
    return 'Pantry';
  if (food.freshShelf && saysFresh(text, unit)) return food.freshShelf;
  return food.shelf;
}
