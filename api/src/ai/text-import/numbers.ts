/** Numbers as home cooks write them: "1½", "1 1/2", "1,5", "two", "a dozen". */

const vulgarFractions: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  'a dozen': 12,
  half: 0.5,
  'an hour': 60,
  ein: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  uno: 1,
  una: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  dos: 2,
  tres: 3,
  cuatro: 4,
};

/** Source for a regex matching one written number (digits, fractions or a small word). */
export const numberSource =
  '(?:\\d+\\s+\\d+\\/\\d+|\\d+\\s*[½¼¾⅓⅔⅛⅜⅝⅞]|\\d+\\/\\d+|\\d+(?:[.,]\\d+)?|[½¼¾⅓⅔⅛⅜⅝⅞]|a dozen|dozen|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|ein|eine|zwei|drei|vier|fünf|sechs|une|un|deux|trois|quatre|uno|una|due|tre|quattro|dos|tres|cuatro)';

export function parseNumber(raw: string): number | null {
  const text = raw.trim().toLowerCase();
  if (text in numberWords) return numberWords[text] ?? null;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const withVulgar = /^(\d*)\s*([½¼¾⅓⅔⅛⅜⅝⅞])$/u.exec(text);
  if (withVulgar) return Number(withVulgar[1] || 0) + (vulgarFractions[withVulgar[2] ?? ''] ?? 0);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const decimal = Number(text.replace(',', '.'));
  return Number.isFinite(decimal) ? decimal : null;
}
