/** Section headings ("Ingredients", "Method", "Zubereitung", "For the sauce:") in pasted recipes. */
import { endsSentence, stripBullet, stripMarkdown } from './cleaning.ts';
import { readServings } from './yields.ts';

export type SectionKind = 'ingredients' | 'instructions' | 'ignored';

export interface Heading {
  kind: SectionKind;
  /** Servings written into the heading: "Zutaten für 4 Personen", "Ingredients (serves 6)". */
  servings: number | null;
  /** "Ingredients for the crust" names a part; a bare "Ingredients" heads the whole list. */
  isBare: boolean;
}

const ingredientWords =
  "ingredients?(?: you(?:'ll| will) need)?|ingredient list|what you(?:'ll| will)? need|you(?:'ll| will) need|shopping list|zutaten|ingrédients|ingredienti|ingredientes|ingrediënten|ingredienten|ingredienser|składniki|du behöver|du skal bruge|du trenger";
const instructionWords =
  'instructions|directions|method|steps|preparation|procedure|how to make(?: it| this| them)?|how to cook(?: it)?|cooking instructions|to make|zubereitung|anleitung|so wird.s gemacht|préparation|étapes|preparazione|procedimento|instrucciones|preparación|elaboración|modo de preparación|modo de preparo|modo de preparação|preparação|preparo|pasos|bereiding|bereidingswijze|werkwijze|gör så här|så här gör du|instruktioner|tillagning|fremgangsmåde|fremgangsmåte|sådan gør du|slik gjør du|tilberedning|fremgangsmetode';
const ignoredWords =
  "notes?|recipe notes|cook's notes|tips|tips (?:and|&) tricks|nutrition(?: facts| information| info)?|equipment|storage|to store|serving suggestions?|variations|faq|tipps?|hinweise?|nährwerte|astuces|remarques|consigli|note|notas|consejos";

const headingPattern = (words: string) =>
  new RegExp(
    `^(?:${words})(?:\\s*:?\\s*(?:for|für|pour|per|para)\\b.*|\\s*\\(.*\\))?\\s*:?$`,
    'iu',
  );

const patterns: Array<[SectionKind, RegExp]> = [
  ['ingredients', headingPattern(ingredientWords)],
  ['instructions', headingPattern(instructionWords)],
  ['ignored', headingPattern(ignoredWords)],
];

export function readHeading(line: string): Heading | null {
  const text = stripMarkdown(stripBullet(line)).replace(/\s*[:：]\s*$/, '');
  if (text.length === 0 || text.length > 60) return null;
  for (const [kind, pattern] of patterns) {
    if (!pattern.test(text)) continue;
    const tail = /\b(?:for|für|pour|per|para)\b\s*(.*)$|\((.*)\)/iu.exec(text);
    const servingsText = tail?.[1] ?? tail?.[2] ?? '';
    const servings = readServings(servingsText) ?? readServings(`serves ${servingsText}`);
    return { kind, servings: servings?.servings ?? null, isBare: tail === null };
  }
  return null;
}

// Names of a recipe's parts; "Cinnamon Crunch Topping" heads a group even without a colon.
const subgroupNouns =
  /\b(filling|topping|dough|crust|sauce|dressing|glaze|frosting|icing|marinade|batter|garnish|streusel|syrup|teig|füllung|belag|guss|pâte|garniture|glaçage|ripieno|glassa|impasto|relleno|masa|cobertura)$/iu;

/**
 * A sub-group inside a section ("For the dressing:", "SAUCE", "Für den Teig"). It is neither an
 * ingredient nor a step; a colon alone is not enough for long lines, which are usually sentences.
 */
export function isSubgroupHeading(line: string): boolean {
  const text = stripMarkdown(stripBullet(line));
  if (text.length === 0 || text.length > 50 || /^[\d½¼¾⅓⅔⅛]/u.test(text)) return false;
  if (
    /^(for|to make|make) (the |a |an )?\p{L}/iu.test(text) &&
    !/[.!?]$/.test(text) &&
    text.split(' ').length <= 6
  ) {
    return true;
  }
  if (
    /^(für|pour|per|para) (den|die|das|le|la|les|l'|il|lo|i|gli|el|los|las)\b/iu.test(text) &&
    text.split(' ').length <= 6
  ) {
    return true;
  }
  if (/[:：]$/.test(text) && text.split(' ').length <= 6) return true;
  if ((line.startsWith('#') && !endsSentence(text)) || /^(\*\*|__).*(\*\*|__)$/.test(line))
    return true;
  if (subgroupNouns.test(text) && !/\d/.test(text) && text.split(' ').length <= 4) return true;
  return !/\p{Ll}/u.test(text) && /\p{Lu}{3}/u.test(text) && text.split(' ').length <= 5;
}
