import { plantDairy } from '../../text-import/tag-keywords.ts';
import type { DietTable, Substitution } from './substitution.ts';

/*
 * Gluten-free and dairy-free swaps. The dairy rows are shared with the vegan table, which words
 * them "vegan" instead of "dairy-free".
 */

const pastaShapes =
  'spaghetti|spaghettini|linguine|fettuccine|fettuccini|tagliatelle|pappardelle|penne|rigatoni|fusilli|farfalle|rotini|elbow macaroni|macaroni|orzo|ziti|bucatini|angel hair|capellini|lasagn[ae] noodles|lasagn[ae] sheets|pasta';

const cheeses =
  'cheddar|mozzarella|feta|goat cheese|ricotta|gruy[eè]re|swiss|provolone|monterey jack|colby|pepper jack|brie|camembert|mascarpone|cottage cheese|blue cheese|gorgonzola|fontina|emmental|havarti|manchego|queso fresco|halloumi|cheese';

/** Milk, cream, butter, cheese and yoghurt rows; `label` is "dairy-free" or "vegan". */
export function dairySubstitutions(label: string): Substitution[] {
  return [
    {
      pattern: /\bbuttermilk\b/i,
      replacement: 'unsweetened soy milk (soured with 1 tbsp lemon juice)',
      stepWord: 'soured soy milk',
    },
    {
      pattern: /\b(?:sweetened )?condensed milk\b/i,
      replacement: 'sweetened condensed coconut milk',
    },
    { pattern: /\bevaporated milk\b/i, replacement: 'full-fat coconut milk' },
    {
      pattern: /\b(?:milk|white) chocolate(?: chips)?\b/i,
      replacement: `${label} dark chocolate`,
    },
    {
      pattern:
        /\b(?:(?:whole|full[- ]fat|skim(?:med)?|low[- ]fat|semi[- ]skimmed|reduced[- ]fat|2%|1%|fresh|cold|warm|warmed|lukewarm)\s+)*milk\b/i,
      unless: plantDairy,
      replacement: 'unsweetened soy milk',
      stepPattern: /\bmilk\b/i,
      stepWord: 'soy milk',
    },
    { pattern: /\bcream cheese\b/i, replacement: `${label} cream cheese` },
    {
      pattern:
        /\b(?:sour cream|cr[èe]me fra[îi]che|(?:plain |natural |greek |greek-style )*(?:yogh?urt|yoghourt))\b/i,
      unless: plantDairy,
      replacement: 'plain soy yogurt',
      stepPattern: /\b(?:sour cream|cr[èe]me fra[îi]che|yogh?urt)\b/i,
      stepWord: 'soy yogurt',
    },
    { pattern: /\bice cream\b/i, replacement: `${label} ice cream` },
    {
      pattern:
        /\b(?:(?:heavy|double|whipping|single|light|thickened|table|fresh)\s+)*(?:whipping )?cream\b|\bhalf[- ]and[- ]half\b/i,
      unless: /\bcream of (?:tartar|mushroom|chicken)|\bcoconut cream\b|\bcreamed\b/i,
      replacement: 'coconut cream',
      stepPattern: /\bcream\b(?! of)/i,
    },
    {
      pattern: /\b(?:(?:unsalted|salted|softened|melted|cold|room[- ]temperature)\s+)*butter\b/i,
      unless:
        /\b(?:peanut|nut|seed|apple|cocoa|almond|cashew|sunflower|shea|vegan|plant)\s+butter\b|\bbutter(?:nut|milk| beans?)\b/i,
      replacement: `${label} butter`,
      stepPattern: /\bbutter\b(?!nut|milk)/i,
    },
    { pattern: /\bghee\b/i, replacement: 'coconut oil' },
    {
      pattern:
        /\b(?:(?:freshly |finely )?(?:grated|shredded|shaved)\s+)?(?:parmesan|parmigiano(?:[- ]reggiano)?|pecorino(?: romano)?|grana padano)(?:\s+cheese)?\b/i,
      replacement: 'nutritional yeast',
      stepPattern: /\b(?:parmesan|parmigiano|pecorino)(?:\s+cheese)?\b/i,
    },
    { pattern: /\bpaneer\b/i, replacement: 'extra-firm tofu', stepWord: 'tofu' },
    {
      pattern: new RegExp(
        String.raw`\b(?:(?:shredded|grated|sliced|crumbled|fresh|aged|sharp|mild|extra[- ]sharp|low[- ]moisture|part[- ]skim|whole[- ]milk|smoked)\s+)*(?:${cheeses})(?:\s+cheese)?\b`,
        'i',
      ),
      unless: /\b(?:vegan|dairy[- ]free|plant[- ]based|cashew) cheese\b|\bcheesecloth\b/i,
      replacement: (matched) => {
        const kind = matched.toLowerCase().match(new RegExp(cheeses, 'i'))?.[0] ?? 'cheese';
        return `${label} ${kind === 'cheese' ? 'cheese' : kind.replace(/ cheese$/, '')} cheese`.replace(
          /cheese cheese$/,
          'cheese',
        );
      },
      stepPattern: new RegExp(String.raw`\b(?:${cheeses})\b`, 'i'),
      stepWord: `${label} cheese`,
    },
  ];
}

export const dairyFreeTable: DietTable = {
  tag: 'dairy-free',
  fits: /\b(dairy[- ]free|non[- ]dairy|vegan|plant[- ]based|lactose[- ]free)\b/i,
  substitutions: dairySubstitutions('dairy-free'),
};

export const glutenFreeTable: DietTable = {
  tag: 'gluten-free',
  fits: /\bgluten[- ]free\b|\bcertified\b/i,
  substitutions: [
    { pattern: /\b(?:soy sauce|shoyu)\b/i, unless: /\btamari\b/i, replacement: 'tamari' },
    {
      pattern: /\b(?:teriyaki|hoisin|oyster) sauce\b/i,
      replacement: (matched) => `gluten-free ${matched}`,
      keepsSteps: true,
    },
    { pattern: /\bmalt vinegar\b/i, replacement: 'cider vinegar' },
    {
      pattern: /\b(?:flour |wheat |whole[- ]wheat )?tortillas?\b/i,
      unless: /\bcorn tortillas?\b/i,
      replacement: 'corn tortillas',
      replacesFood: true,
    },
    {
      pattern: /\bself[- ]ra?is(?:ing|ed) flour\b/i,
      replacement: 'gluten-free self-raising flour',
    },
    {
      pattern:
        /\b(?:(?:all[- ]purpose|plain|bread|cake|pastry|wholemeal|whole[- ]wheat|wheat|white|spelt|rye|00)\s+)?flour\b(?!\s+tortillas?)/i,
      unless:
        /\b(?:rice|almond|coconut|corn|chickpea|gram|buckwheat|oat|tapioca|potato|sorghum|teff|cassava|quinoa)\s*flour\b|\bcornflour\b/i,
      replacement: 'gluten-free flour blend',
      stepPattern: /\bflour\b/i,
      stepWord: 'flour',
    },
    {
      pattern:
        /\b(?:(?:dried|dry|fresh|plain|seasoned|italian(?:-style)?|whole[- ]wheat)\s+)*(?:bread ?crumbs|panko(?: bread ?crumbs)?|cracker crumbs|croutons)\b/i,
      replacement: (matched) => `gluten-free ${matched}`,
      keepsSteps: true,
      stepPattern: /\b(?:bread ?crumbs|panko|croutons)\b/i,
    },
    {
      pattern:
        /\b(?:(?:white|whole[- ]wheat|wholemeal|sourdough|french|italian|crusty|stale|day-old|sandwich|brown|rye)\s+)*(?:bread|buns?|bread rolls?|rolls|bagels?|pitas?|pita breads?|naan|croissants?|english muffins?|brioche)\b(?!\s*(?:crumbs|flour))/i,
      unless: /\bspring rolls?\b|\begg rolls?\b/i,
      replacement: (matched) => `gluten-free ${matched}`,
      keepsSteps: true,
      stepPattern: /\bbread\b(?!\s*(?:crumbs|flour))|\bbuns?\b/i,
    },
    {
      pattern:
        /\b(?:egg noodles|ramen(?: noodles)?|udon(?: noodles)?|lo mein noodles|chow mein noodles|noodles)\b/i,
      unless: /\b(?:rice|glass|zucchini|shirataki|kelp|buckwheat) noodles\b/i,
      replacement: 'rice noodles',
      replacesFood: true,
      stepPattern: /\b(?:egg |ramen |udon )?noodles\b/i,
    },
    { pattern: /\bsoba(?: noodles)?\b/i, replacement: '100% buckwheat soba' },
    {
      pattern: new RegExp(
        String.raw`\b(?:(?:whole[- ]wheat|wholemeal|dried|dry|fresh|egg)\s+)*(?:${pastaShapes})(?:\s+(?:pasta|noodles|rigate))?\b`,
        'i',
      ),
      replacement: (matched) =>
        `gluten-free ${matched.replace(/^(?:(?:whole[- ]wheat|wholemeal|egg)\s+)+/i, '')}`,
      keepsSteps: true,
    },
    { pattern: /\bgnocchi\b/i, replacement: 'gluten-free gnocchi', keepsSteps: true },
    {
      pattern:
        /\b(?:couscous|bulgur|bulghur|freekeh|farro|pearl barley|barley|spelt berries|wheat berries)\b/i,
      replacement: 'quinoa',
    },
    { pattern: /\bsemolina\b/i, replacement: 'fine polenta' },
    { pattern: /\bseitan\b/i, replacement: 'extra-firm tofu', stepWord: 'tofu' },
    {
      pattern:
        /\b(?:(?:rolled|old[- ]fashioned|quick|steel[- ]cut|instant)\s+)?(?:oats|oatmeal|porridge oats)\b/i,
      replacement: (matched) => `certified gluten-free ${matched}`,
      keepsSteps: true,
    },
    {
      pattern:
        /\b(?:graham crackers|crackers|cookies|biscuits|digestive biscuits|wafers|pretzels)\b/i,
      replacement: (matched) => `gluten-free ${matched}`,
      keepsSteps: true,
    },
    {
      pattern:
        /\b(?:puff pastry|shortcrust pastry|pie crusts?|pie shells?|pastry|phyllo(?: dough)?|filo(?: pastry)?|pizza dough|pizza crusts?)\b/i,
      replacement: (matched) => `gluten-free ${matched}`,
      keepsSteps: true,
    },
    {
      pattern: /\b(?:beer|ale|lager|stout)\b/i,
      replacement: 'gluten-free beer',
      keepsSteps: true,
    },
  ],
};
