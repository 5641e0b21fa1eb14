// Words that join a food name's parts in some language and carry no meaning for matching
// ("huile d'olive", "aceite de oliva", "salsa di pomodoro").
const joiningWords = new Set([
  'de',
  'd',
  'du',
  'des',
  'di',
  'del',
  'della',
  'da',
  'do',
  'of',
  'the',
  'la',
  'le',
  'el',
  'l',
  'al',
  'au',
  'aux',
  'en',
  'con',
  'com',
  'with',
  'mit',
  'med',
  'van',
  'von',
]);

/**
 * A word reduced to what its singular and plural forms share, in any of our languages: lower
 * case, no accents, then a plural ending off ("tomatoes" → "tomato", "Zwiebeln" → "zwiebel",
 * "pomodori" → "pomodor", "berries" → "berr"). Both the lexicon and a recipe's words go through
 * it, so a clash only matters between two names that reduce to the same key.
 */
export function wordKey(word: string): string {
  if (word.length <= 3) return word;
  // No plural "s" after "ei" or "ai": German "Eis" and "Reis" end so ("Vanilleeis" is ice cream,
  // not vanilla; "Basmatireis" is rice).
  let key = word.replace(/(?<![ae]i)s$/, '');
  key = key.replace(/(?<=[el])n$/, '');
  // Trailing vowels go together, so the result does not change when reduced again
  // ("tomato" and "tomatoes" both give "tomat"; "cookie" and "cookies" "cook").
  while (key.length > 3 && /[eioy]$/.test(key)) key = key.slice(0, -1);
  return key;
}

/** The words of a food text, normalised for matching, in order. */
export function foodWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .replace(/[øö]/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/œ/g, 'oe')
      // A possessive is one word ("Hershey's Kisses", "baker's chocolate"); other apostrophes
      // join words ("huile d'olive").
      .replace(/(?<=[a-z])[’']s\b/g, 's')
      .replace(/[’']/g, ' ')
      .replace(/[^a-z0-9ąćęłńśźżőűčřšžůý]+/g, ' ')
      .trim()
      .split(' ')
      .filter((word) => word !== '' && !joiningWords.has(word))
      .map(wordKey)
  );
}

/** One key for a whole name: its word keys joined by spaces. */
export function foodKey(text: string): string {
  return foodWords(text).join(' ');
}
