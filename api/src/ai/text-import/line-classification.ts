/** Tells ingredient lines from method sentences when a paste has no headings. */

const units =
  'cups?|c\\.|tablespoons?|tbsps?|tbs|tbl|teaspoons?|tsps?|t\\.|ounces?|oz|pounds?|lbs?|grams?|g|gr|kg|kilograms?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|cl|dl|pinch(?:es)?|dash(?:es)?|cloves?|cans?|tins?|packets?|packages?|sticks?|slices?|bunch(?:es)?|handfuls?|sprigs?|stalks?|heads?|pieces?|el|tl|msp|prise|bund|zehen?|dose|stück|c\\.à\\.s|c\\.à\\.c|cuillères?|gousses?|brins?|pincée|cucchiai|cucchiaini|spicchi|cucharadas?|cucharaditas?|dientes?|pizca';

const leadingQuantity = new RegExp(
  `^(?:[\\d½¼¾⅓⅔⅛]|(?:a|an|one|two|three|four|five|six|half|ein|eine|zwei|drei|un|une|deux|trois|uno|una|due|tre|dos|tres)\\s+(?:${units})\\b)`,
  'iu',
);
const trailingQuantity = new RegExp(`\\s\\d+(?:[.,]\\d+)?\\s*(?:${units})?\\.?$`, 'iu');
const foodWithoutQuantity =
  /^(salt|pepper|sea salt|kosher salt|black pepper|freshly ground|fresh|olive oil|oil|butter|water|sugar|ice|juice of|zest of|pinch of|handful of|a pinch|a handful|a few|some|sal|salz|pfeffer|sel|poivre|sale|pepe|pimienta|aceite|olio|huile)\b/iu;

/** Verbs that open a method sentence, in the languages the importer reads. */
const imperativeStart = new RegExp(
  `^(?:${[
    'preheat|heat|warm|mix|stir|add|combine|whisk|beat|bake|cook|place|put|pour|serve|bring|boil|simmer|chop|cut|slice|dice|mince|melt|season|remove|let|transfer|spread|sprinkle|roll|fold|cream|blend|drain|rinse|wash|peel|grate|toss|cover|fry|saute|sauté|roast|grill|arrange|divide|shape|form|knead|reduce|return|meanwhile|in a|in the|using|once|when|while|then|finally|garnish|top|layer|brush|line|grease|prepare|make|set|leave|allow|refrigerate|chill|freeze|store|enjoy|scoop|spoon|squeeze|marinate|soak|cool|microwave|whip|pulse|process|puree|purée|mash|crush|sift|measure|assemble|fill|stuff|wrap|flip|turn|dip|coat|dust|scatter|drizzle|taste|check|repeat|continue|keep|start|begin|after|pat|trim|halve|quarter|split|shred|discard|strain|cool|rest|wait|mix|swirl|scrape|press',
    'den|die|das|alle|alles|zuerst|dann|danach|nun|jetzt|inzwischen|mit|im|in einer|in einem|backofen|ofen',
    'coupez|ajoutez|mélangez|faites|versez|laissez|préchauffez|émincez|chauffez|salez|poivrez|servez|mettez|lavez|épluchez|battez|dans|pendant|puis|enfin',
    'tagliate|aggiungete|mescolate|versate|lasciate|mettete|cuocete|servite|preriscaldate|lavate|sbucciate|unite|fate|in una|intanto|poi',
    'corta|añade|mezcla|vierte|deja|pon|cocina|sirve|precalienta|lava|pela|bate|calienta|en una|en un|mientras|después|luego',
  ].join('|')})\\b`,
  'iu',
);

export function startsWithQuantity(line: string): boolean {
  return leadingQuantity.test(line) && !/^\d+\s*(°|degrees|minutes?|mins?|hours?)/iu.test(line);
}

export function looksLikeIngredient(line: string): boolean {
  if (line.length > 100 || looksLikeStep(line)) return false;
  if (startsWithQuantity(line) || trailingQuantity.test(line)) return true;
  return foodWithoutQuantity.test(line) && line.split(' ').length <= 8 && !/\.\s+\S/.test(line);
}

export function isImperative(line: string): boolean {
  return imperativeStart.test(line);
}

export function looksLikeStep(line: string): boolean {
  return (
    isImperative(line) || (line.length > 60 && /[.!?]$/.test(line) && !startsWithQuantity(line))
  );
}
