/**
 * OCR's usual misreadings in recipes, corrected only where the context leaves little doubt.
 * Tesseract's models read the vulgar fractions ½ ¼ ¾ ⅓ ⅔ ⅛ as "%", "Y2", "Ya", "Vz" and the
 * like, a degree sign as "o", "*" or "º", and the "g" of grams glued to a number as "9".
 */
const units =
  'cups?|c\\.|tablespoons?|tbsps?|tbs|teaspoons?|tsps?|ounces?|oz|pounds?|lbs?|grams?|g|kg|ml|l|pinch|cloves?|cans?|sticks?|el|tl|cs|cc|c\\.s\\.|c\\.c\\.|cucharadas?|cucharaditas?|msk|tsk|dl|spsk|ss|ts|taza|tazas|xícaras?|colheres?|cuillères?|cucchiai|cucchiaini';

/** Misreadings whose fraction is clear from the digit Tesseract did read. */
const fractionReadings: Array<[RegExp, string]> = [
  [/^[YVv¥%]2$/u, '½'],
  [/^[YVv¥%]4$/u, '¼'],
  [/^[YVv¥%]3$/u, '⅓'],
  [/^[YVv¥%]8$/u, '⅛'],
  [/^[Vv]z$/u, '½'],
  [/^3[%Y]4?$/u, '¾'],
  [/^2[%Y]3$/u, '⅔'],
];

const fractionBeforeUnit = new RegExp(
  `(^|[\\s(])(\\d\\s?)?([YVv¥%][a-z0-9%]?|[Vv]z|3%4?|2%3)(?=\\s*(?:${units})\\b)`,
  'giu',
);

export function fixGlyphs(text: string): string {
  return text
    .split('\n')
    .map((line) => fixLine(line))
    .join('\n');
}

function fixLine(line: string): string {
  return (
    line
      // "350oF", "180*C", "180º C" -> "350°F", "180°C", "180° C"
      .replace(/(\d)\s?[o*º](\s?[CF])\b/gu, '$1°$2')
      // "(1259)" for "(125g)": a gram conversion in brackets whose g was read as 9.
      .replace(/\((\d{2,4})9\)/gu, '($1g)')
      .replace(
        fractionBeforeUnit,
        (match, before: string, whole: string | undefined, glyph: string) => {
          const fraction = fractionReadings.find(([pattern]) => pattern.test(glyph))?.[1];
          if (!fraction) return match;
          return `${before}${whole ? `${whole.trim()} ` : ''}${fraction}`;
        },
      )
  );
}
