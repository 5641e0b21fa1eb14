import { type DietTable, teaspoonsPer, times, weighed } from './substitution.ts';

/*
 * Keto swaps. Replacement words are chosen so the nutrition matcher reads them as what they are
 * ("riced cauliflower", never "cauliflower rice", which it would read as rice; erythritol and
 * monk fruit syrup stay unmatched, which counts them as the zero they nearly are).
 */

const pastaShapes =
  'spaghetti|spaghettini|linguine|fettuccine|fettuccini|tagliatelle|pappardelle|penne|rigatoni|fusilli|farfalle|rotini|elbow macaroni|macaroni|orzo|ziti|bucatini|angel hair|capellini|campanelle|orecchiette|pasta';

export const ketoTable: DietTable = {
  tag: 'keto',
  fits: /\b(sugar[- ]free|keto|low[- ]carb|no[- ]sugar|zero[- ]sugar|unsweetened|erythritol|monk fruit|stevia|zucchini|cauliflower|shirataki|almond (?:flour|meal)|coconut flour|xanthan)\b/i,
  substitutions: [
    {
      pattern:
        /\b(?:powdered|icing|confectioners'?|confectioner's)\s+sugar\b|\bsugar,?\s+(?:powdered|icing)\b/i,
      replacement: 'powdered erythritol',
      stepPattern: /\b(?:(?:powdered|icing|confectioners'?)\s+)?sugar\b/i,
    },
    {
      pattern: /\b(?:(?:light|dark|packed|soft)\s+)*brown sugar\b/i,
      replacement: 'brown erythritol',
      stepPattern: /\b(?:brown\s+)?sugar\b/i,
    },
    {
      pattern:
        /\b(?:(?:granulated|white|caster|superfine|cane|raw|coconut|demerara|turbinado|palm)\s+)?sugar\b(?![- ]free)(?!\s+snap)/i,
      unless: /\bsugar snap|\bno sugar/i,
      replacement: 'erythritol',
    },
    {
      pattern:
        /\b(?:pure\s+)?(?:maple syrup|agave(?: nectar| syrup)?|golden syrup|(?:light |dark )?corn syrup|molasses|treacle|brown rice syrup|date syrup|honey)\b/i,
      replacement: 'monk fruit syrup (sugar-free)',
      stepWord: 'sugar-free syrup',
    },
    {
      pattern: /\b(?:(?:semi-?sweet|milk|dark|white)\s+)?chocolate chips\b/i,
      replacement: 'sugar-free chocolate chips',
      stepPattern: /\bchocolate chips\b/i,
    },
    { pattern: /\bketchup\b/i, replacement: 'sugar-free ketchup' },
    { pattern: /\b(?:bbq|barbecue) sauce\b/i, replacement: 'sugar-free barbecue sauce' },
    { pattern: /\bteriyaki sauce\b/i, replacement: 'coconut aminos' },
    {
      pattern: /\b(?:jam|jelly|preserves|marmalade)\b/i,
      unless: /\bjelly (?:beans|babies)\b/i,
      replacement: 'sugar-free jam',
    },
    {
      pattern:
        /\b(?:corn ?starch|corn ?flour|arrowroot(?: powder)?|potato starch|tapioca (?:starch|flour))\b/i,
      replacement: 'xanthan gum',
      amount: teaspoonsPer(1 / 12, 1 / 10),
    },
    {
      pattern:
        /\b(?:(?:dried|dry|fresh|plain|seasoned|italian(?:-style)?|whole[- ]wheat|panko)\s+)*(?:bread ?crumbs|panko|cracker crumbs|croutons)\b/i,
      replacement: (matched) =>
        /panko|crouton/i.test(matched) ? 'crushed pork rinds' : 'almond meal',
      stepPattern: /\b(?:bread ?crumbs|panko|cracker crumbs|croutons)\b/i,
    },
    {
      pattern:
        /\b(?:(?:flour|corn|whole[- ]wheat|soft|taco|burrito)\s+)*(?:tortillas?|wraps?|pitas?|pita breads?|taco shells?|(?:hamburger |burger |hot dog |brioche )?buns?|bread rolls?|bagels?|english muffins?)\b/i,
      replacement: 'lettuce wraps',
      replacesFood: true,
    },
    {
      pattern:
        /\b(?:(?:white|whole[- ]wheat|wholemeal|sourdough|french|italian|crusty|stale|day-old|sandwich|brown|rye)\s+)*bread\b(?!\s*(?:crumbs|flour))/i,
      replacement: 'almond-flour bread',
    },
    {
      pattern:
        /\b(?:(?:all[- ]purpose|plain|self[- ]raising|self[- ]rising|bread|cake|pastry|wholemeal|whole[- ]wheat|wheat|white|spelt|rye|00)\s+)?flour\b|\bcornmeal\b/i,
      unless: /\b(?:almond|coconut|flax(?:seed)?|lupin) (?:flour|meal)\b/i,
      replacement: 'almond flour',
      stepPattern: /\bflour\b|\bcornmeal\b/i,
    },
    {
      pattern: /\blasagn[ae](?: noodles| sheets| pasta)?\b/i,
      unless: /\bzucchini\b/i,
      replacement: 'thin lengthwise zucchini slices',
      replacesFood: true,
      stepPattern: /\blasagn[ae] (?:noodles|sheets)\b|\bnoodles\b/i,
      stepWord: 'zucchini slices',
    },
    {
      pattern:
        /\b(?:(?:fresh|dried|dry)\s+)?(?:egg noodles|ramen(?: noodles)?|udon(?: noodles)?|soba(?: noodles)?|lo mein noodles|chow mein noodles|glass noodles|rice noodles|rice vermicelli|noodles)\b/i,
      replacement: 'shirataki noodles',
      replacesFood: true,
      stepPattern: /\b(?:egg |ramen |udon |soba |rice )?noodles\b/i,
    },
    {
      pattern: new RegExp(
        String.raw`\b(?:(?:whole[- ]wheat|wholemeal|dried|dry|fresh|egg|cooked|uncooked|short|long)\s+)*(?:${pastaShapes})(?:\s+(?:pasta|noodles|rigate))?\b`,
        'i',
      ),
      replacement: 'zucchini noodles',
      replacesFood: true,
      amount: weighed(2, { unlessCooked: true }),
      stepPattern: new RegExp(String.raw`\b(?:${pastaShapes})\b(?!\s+water)`, 'i'),
    },
    { pattern: /\bgnocchi\b/i, replacement: 'cauliflower gnocchi' },
    {
      pattern:
        /\b(?:(?:long[- ]grain|short[- ]grain|white|brown|basmati|jasmine|arborio|sushi|wild|cooked|uncooked|instant|day-old|leftover)\s+)*rice\b(?!\s*(?:vinegar|wine|paper|noodles|vermicelli|flour|syrup|cakes?|milk))/i,
      replacement: 'riced cauliflower',
      replacesFood: true,
      amount: times(3, { unlessCooked: true }),
      stepPattern: /\brice\b(?!\s*(?:vinegar|wine|paper|noodles))/i,
    },
    {
      pattern:
        /\b(?:couscous|quinoa|bulgur|bulghur|polenta|grits|pearl barley|barley|farro|millet)\b/i,
      replacement: 'riced cauliflower',
      replacesFood: true,
      amount: times(3, { unlessCooked: true }),
    },
    {
      pattern:
        /\b(?:(?:rolled|old[- ]fashioned|quick|steel[- ]cut|instant)\s+)?(?:oats|oatmeal|porridge oats)\b/i,
      replacement: 'ground flaxseed',
      stepPattern: /\b(?:oats|oatmeal)\b/i,
    },
    {
      pattern:
        /\b(?:(?:russet|yukon gold|red|new|baby|waxy|floury|white|sweet|mashed|baking|idaho|maris piper)\s+)*potato(?:es)?\b/i,
      unless: /\bpotato (?:starch|chips|flakes)\b/i,
      replacement: (matched) =>
        /mashed/i.test(matched) ? 'mashed cauliflower' : 'cauliflower florets',
      replacesFood: true,
      amount: weighed(1),
      stepPattern: /\b(?:sweet )?potato(?:es)?\b/i,
      stepWord: 'cauliflower',
    },
    {
      pattern:
        /\b(?:(?:black|kidney|pinto|cannellini|navy|white|borlotti|butter|lima|refried|baked|great northern|red|green|brown|puy|canned|dried|cooked)\s+)*(?:beans|lentils|chickpeas|garbanzo beans|garbanzos|split peas|dal|dhal)\b/i,
      unless:
        /\b(?:green|string|french|runner|coffee|vanilla|soy|wax) beans?\b|\bbean sprouts\b|\bedamame\b/i,
      replacement: 'diced mushrooms',
      replacesFood: true,
      dropsNote: true,
      amount: weighed(1),
      stepPattern: /\b(?:beans|lentils|chickpeas)\b/i,
      stepWord: 'mushrooms',
    },
    {
      pattern:
        /\b(?:sweet ?corn|corn kernels|(?:frozen |canned |fresh )?corn)\b(?!\s*(?:starch|syrup|flour|meal|tortillas?|chips|oil|flakes))/i,
      replacement: 'diced zucchini',
      stepPattern: /\b(?:sweet ?)?corn\b(?!\s*(?:starch|syrup|flour|meal|tortillas?|chips|oil))/i,
    },
    {
      pattern: /\b(?:raisins|sultanas|dates|dried cranberries|dried fruit)\b/i,
      replacement: 'chopped pecans',
    },
    {
      pattern: /\b(?:evaporated|sweetened condensed|condensed) milk\b/i,
      replacement: 'heavy cream',
    },
    {
      pattern:
        /\b(?:(?:whole|full[- ]fat|skim(?:med)?|low[- ]fat|semi[- ]skimmed|reduced[- ]fat|2%|1%|fresh|cold|warm|warmed|lukewarm)\s+)*milk\b/i,
      unless:
        /\b(?:butter|coconut|almond|oat|soy|rice|cashew|hemp)\s*milk\b|\bmilk (?:chocolate|powder)\b|\bpowdered milk\b/i,
      replacement: 'unsweetened almond milk',
      stepPattern: /\bmilk\b/i,
      stepWord: 'almond milk',
    },
  ],
};
