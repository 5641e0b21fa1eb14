/** Line-level clean-up shared by the text-import parser. */

/** Bullets and checkboxes that recipe sites and notes apps put in front of list items. */
const bulletPattern = /^(?:[-–—•*·▢☐□◻○●▪■◦✓✔>+#]|\[\s?\])\s*/u;

/** "1.", "1)", "(1)", "Step 1:", "Schritt 1", "Étape 1" ... */
const stepMarkerPattern =
  /^(?:(?:step|schritt|étape|etape|passo|paso|stap)\s*\d+\s*[:.)\-–]?|\(\d+\)|\d{1,2}$|\d{1,2}\s*[.)](?!\d)|\d{1,2}\s*[-–:](?=\s))\s*/iu;

export function normalizeText(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    .replace(/[\u200b\ufeff]/g, '')
    .split('\n')
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        // Copying from a page leaves a space where markup ended: "garlic , minced", "( 4 g )".
        .replace(/ ([,;])/g, '$1')
        .replace(/\( /g, '(')
        .replace(/ \)/g, ')')
        .trim(),
    );
}

export function stripBullet(line: string): string {
  return line.replace(bulletPattern, '').trim();
}

/** Removes a list bullet or step number; `hasMarker` tells whether one was there. */
export function stripStepMarker(line: string): { text: string; hasMarker: boolean } {
  const withoutBullet = stripBullet(line);
  const match = stepMarkerPattern.exec(withoutBullet);
  if (!match) return { text: withoutBullet, hasMarker: withoutBullet !== line };
  return { text: withoutBullet.slice(match[0].length).trim(), hasMarker: true };
}

/** Markdown decoration people keep when pasting from notes apps: "## Title", "**Ingredients**". */
export function stripMarkdown(line: string): string {
  return line
    .replace(/^#{1,6}\s*/, '')
    .replace(/^(\*\*|__)(.*)\1$/, '$2')
    .replace(/^=+|=+$/g, '')
    .trim();
}

/** Site chrome and recipe-card labels that carry nothing for a draft. */
const noisePatterns = [
  /^(jump to recipe|print( recipe)?|pin( recipe| it)?|save( recipe)?|share|rate( this)?( recipe)?|email|advertisement|ad|scroll to continue|video)$/i,
  /^(course|cuisine|keywords?|author|calories|diet|category|categories|equipment needed|difficulty|cost|kosten|schwierigkeitsgrad|difficulté|coût|difficoltà|costo|dificultad)\s*:?\s+\S/i,
  /^[★☆⭐✩✭ ]+(\s*[\d.,]+.*)?$/u,
  /^\(?\d+([.,]\d+)? (from|out of|stars?|\/ ?5)\b.*(votes?|reviews?|ratings?)\)?$/i,
  /^\d+([.,]\d+)? (from )?\d+ (votes?|reviews?|ratings?|bewertungen)$/i,
  /^(https?:\/\/|www\.)\S+$/i,
  // Photo credits between steps: "Serious Eats / Vicky Wasik".
  /^(photo( credit)?:? )?\p{Lu}[\p{L}.'’-]+( \p{Lu}[\p{L}.'’-]+){1,2} \/ \p{Lu}[\p{L}.'’-]+( \p{Lu}[\p{L}.'’-]+){1,2}$/u,
  /^[^»›]{1,40}( [»›>] [^»›>]{1,40}){2,}$/u,
  /^(did you make this|tried this recipe|this post may contain|as an amazon associate|prevent your screen from going dark|keep the screen awake)/i,
  /^(cook mode|description|beschreibung|hide images|show images|servings adjust|\d+x)$/i,
  // A phone screenshot's status bar: "9:41", "9:41 AM 87%", "LTE 87%".
  /^\d{1,2}[:.]\d{2}(\s*[ap]\.?m\.?)?(\s+(\d{1,3}\s?%|lte|[345]g\+?|wi-?fi|[^\p{L}\d\s]{1,4}))*$/iu,
  /^((lte|[345]g\+?|wi-?fi)\s*)?\d{1,3}\s?%$/iu,
];

export function isNoise(line: string): boolean {
  return noisePatterns.some((pattern) => pattern.test(line));
}

export function endsSentence(line: string): boolean {
  return /[.!?…)"”]$/.test(line);
}

/** Headings pasted in capitals ("CHOCOLATE CAKE") read better as titles in the app. */
export function titleCase(line: string): string {
  if (/\p{Ll}/u.test(line)) return line;
  return line
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase());
}

/** Numbered ingredient lists ("1. 2 cups flour") carry a position, not a quantity. */
export function stripListNumber(line: string): string {
  return line.replace(/^\d{1,2}\s*[.)]\s+/, '');
}
