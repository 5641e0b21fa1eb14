import { formatAmount } from './amounts.ts';
import { dairySubstitutions } from './free-from-substitutions.ts';
import { type DietTable, type Substitution, teaspoonsPer, weighed } from './substitution.ts';

/*
 * Vegetarian and vegan swaps. Proteins become foods with similar weight and use (tofu for
 * poultry and fish, mushrooms for red meat), so amounts stay as written or become grams.
 */

const meatFreeWords =
  /\b(vegetarian|vegan|plant[- ]based|meatless|meat[- ]free|veggie|tofu|tempeh|seitan|vegetable (?:stock|broth)|mushroom (?:stock|broth))\b/i;

const meatTags =
  /^(chicken|beef|pork|lamb|turkey|fish|shrimp|seafood|bacon|sausage|duck|veal|salmon|tuna|meat)$/i;

const meatSubstitutions: Substitution[] = [
  {
    pattern:
      /\b(?:chicken|beef|fish|bone|turkey|ham|veal|lamb|pork)\s+(stock|broth|bouillon(?: cubes?)?|stock cubes?|consomm[ée]|base)\b/i,
    replacement: (matched) => `vegetable ${matched.split(/\s+/).slice(1).join(' ').toLowerCase()}`,
    stepPattern: /\b(?:chicken|beef|fish|bone|turkey|ham|veal|lamb|pork)\s+(?:stock|broth)\b/i,
    stepWord: 'vegetable stock',
  },
  { pattern: /\bfish sauce\b/i, replacement: 'soy sauce' },
  { pattern: /\boyster sauce\b/i, replacement: 'mushroom oyster sauce' },
  { pattern: /\bworcestershire(?: sauce)?\b/i, replacement: 'vegan Worcestershire sauce' },
  {
    pattern: /\banchov(?:y|ies)(?: fillets?| paste)?\b/i,
    replacement: 'capers',
    replacesFood: true,
    amount: (parsed) =>
      // One fillet is about a teaspoon of capers.
      parsed.quantity !== null && (parsed.unit === 'fillet' || parsed.unit === null)
        ? { text: `${formatAmount(parsed.quantity, 'tsp')} tsp` }
        : null,
  },
  {
    pattern: /\b(?:unflavou?red\s+)?(?:powdered\s+)?gelatine?(?: powder| sheets?| leaves)?\b/i,
    replacement: 'agar agar powder',
    replacesFood: true,
    amount: teaspoonsPer(1 / 3, 1 / 3),
    stepPattern: /\bgelatine?\b/i,
    stepWord: 'agar',
  },
  {
    pattern: /\b(?:bacon (?:fat|grease|drippings)|dripping|schmaltz)\b/i,
    replacement: 'olive oil',
  },
  { pattern: /\blard\b/i, replacement: 'vegetable shortening' },
  { pattern: /\bsuet\b/i, replacement: 'vegetable suet' },
  {
    pattern: /\b(?:pepperoni|salami)\b/i,
    replacement: 'vegetarian pepperoni',
    replacesFood: true,
  },
  {
    pattern: /\b(?:bacon|pancetta|lardons|guanciale|prosciutto|speck|ham|chorizo)\b/i,
    replacement: 'smoked tofu',
    replacesFood: true,
    stepWord: 'smoked tofu',
  },
  {
    pattern: /\b(?:sausages?|bratwurst|hot dogs?|frankfurters?|kielbasa)\b/i,
    replacement: 'vegetarian sausages',
    replacesFood: true,
  },
  {
    pattern:
      /\b(?:(?:ground|minced)\s+(?:beef|pork|lamb|turkey|chicken|meat|veal)|(?:beef|pork|lamb|turkey)\s+mince|mince(?:d meat)?)\b/i,
    replacement: 'crumbled extra-firm tofu',
    replacesFood: true,
    stepPattern: /\b(?:ground |minced )?(?:beef|pork|lamb|turkey|meat)\b|\bmince\b/i,
    stepWord: 'tofu',
  },
  {
    pattern: /\b(?:shrimps?|prawns?|scallops?)\b/i,
    replacement: 'king oyster mushrooms',
    replacesFood: true,
    amount: weighed(1),
    stepWord: 'mushrooms',
  },
  { pattern: /\b(?:crab(?:meat)?|lobster)\b/i, replacement: 'hearts of palm', replacesFood: true },
  {
    pattern: /\b(?:mussels|clams|oysters|squid|calamari|octopus)\b/i,
    replacement: 'oyster mushrooms',
    replacesFood: true,
    amount: weighed(1),
    stepWord: 'mushrooms',
  },
  {
    pattern: /\b(?:tuna|sardines?)\b/i,
    replacement: 'mashed chickpeas',
    replacesFood: true,
    dropsNote: true,
    amount: weighed(1),
    stepWord: 'chickpeas',
  },
  {
    pattern:
      /\b(?:salmon|cod|haddock|tilapia|halibut|trout|sea bass|snapper|mackerel|pollock|hake|sole|swordfish|white fish|fish)(?: fillets?| steaks?)?\b/i,
    replacement: 'firm tofu',
    replacesFood: true,
    amount: weighed(1),
    stepPattern:
      /\b(?:salmon|cod|haddock|tilapia|halibut|trout|sea bass|snapper|mackerel|pollock|hake|sole|swordfish|fish)(?: fillets?)?\b/i,
    stepWord: 'tofu',
  },
  {
    pattern: /\b(?:chicken|turkey)\b/i,
    replacement: 'extra-firm tofu',
    replacesFood: true,
    amount: weighed(1),
    stepPattern: /\b(?:chicken|turkey)(?: breasts?| thighs?| pieces| strips)?\b/i,
    stepWord: 'tofu',
  },
  {
    pattern:
      /\b(?:beef|steaks?|brisket|sirloin|chuck|lamb|mutton|veal|venison|goat|duck|pork(?: chops?| loin| shoulder| tenderloin| belly)?)\b/i,
    replacement: 'portobello mushrooms',
    replacesFood: true,
    amount: weighed(1),
    stepPattern: /\b(?:beef|steaks?|lamb|mutton|veal|venison|duck|pork|meat)\b/i,
    stepWord: 'mushrooms',
  },
];

export const vegetarianTable: DietTable = {
  tag: 'vegetarian',
  fits: meatFreeWords,
  dropsTags: meatTags,
  substitutions: meatSubstitutions,
};

export const veganTable: DietTable = {
  tag: 'vegan',
  fits: /\b(vegan|plant[- ]based|dairy[- ]free|tofu|tempeh|seitan|vegetable (?:stock|broth)|flax(?:seed)?|aquafaba)\b/i,
  dropsTags: meatTags,
  substitutions: [
    ...meatSubstitutions,
    {
      pattern: /\begg whites?\b/i,
      replacement: 'aquafaba (chickpea water)',
      amount: (parsed) =>
        parsed.quantity !== null
          ? { text: `${formatAmount(parsed.quantity * 3, 'tbsp')} tbsp` }
          : null,
      stepPattern: /\begg whites?\b/i,
      stepWord: 'aquafaba',
    },
    {
      pattern:
        /\b(?:(?:large|medium|small|extra[- ]large|free[- ]range|organic|whole)\s+)*(?:eggs?|egg yolks?)\b(?!\s*(?:noodles|wash|whites?))/i,
      replacement: (_matched, parsed) =>
        `ground flaxseed (mixed with ${formatAmount((parsed.quantity ?? 1) * 3, 'tbsp')} tbsp water)`,
      replacesFood: true,
      dropsNote: true,
      amount: (parsed) => ({ text: `${formatAmount(parsed.quantity ?? 1, 'tbsp')} tbsp` }),
      stepPattern: /\b(?:egg yolks?|eggs?)\b(?!\s*(?:noodles|wash|whites?))/i,
      stepWord: 'flax mixture',
    },
    { pattern: /\bhoney\b/i, replacement: 'maple syrup' },
    { pattern: /\b(?:mayonnaise|mayo)\b/i, replacement: 'vegan mayonnaise' },
    { pattern: /\begg noodles\b/i, replacement: 'rice noodles' },
    ...dairySubstitutions('vegan'),
  ],
};
