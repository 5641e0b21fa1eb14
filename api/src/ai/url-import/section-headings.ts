/** What a section heading introduces: the ingredient list, the steps, or something else. */
export type SectionKind = 'none' | 'ingredients' | 'instructions';

export interface SectionHeading {
  kind: SectionKind;
  /**
   * Named at the end of a longer heading ("Cooking method:", "Aioli ingredients"): a sub-section
   * or a facts label, which a heading that starts with the word outranks.
   */
  isWeak: boolean;
}

export const notAHeading: SectionHeading = { kind: 'none', isWeak: false };

// Phrases that name the ingredient list only as a whole heading; "Tools you'll need" is not it.
const ingredientPhrases = "what you(?:'|’| wi)ll need|you(?:'|’| wi)ll need|what you need";
// Words that name the ingredient list, in the languages we import from.
const ingredientWords =
  'ingredients?|ingrédients|ingredientes|ingredienti|zutaten|ingrediënten|ingredienser|ingredienset|składniki|malzemeler|hozzávalók|ингредиенты|продукты|υλικά|συστατικά|材料|食材|用料|재료|ainekset|sestavine|přísady|suroviny|sastojci|ainesosat|ingrediente';
// Words that name the steps.
const instructionWords =
  'instructions?|directions?|method|preparation|procedure|steps?|how to make(?: it| them| this)?|zubereitung|anleitung|préparation|preparación|elaboración|procedimento|preparazione|bereiding|bereidingswijze|werkwijze|fremgangsmåde|sådan gør du|tilberedning|gör så här|instruktioner|przygotowanie|sposób przygotowania|hazırlanışı|yapılışı|elkészítés|приготовление|способ приготовления|εκτέλεση|οδηγίες|διαδικασία|παρασκευή|作り方|做法|步骤|조리법|modo de preparo|modo de preparação|postup|postup přípravy|valmistus|priprava|réalisation';

// A heading starts with the word ("Ingredients for the dough", "Preparación del arroz") or ends
// with it ("Aioli Ingredients:", "Tortillas Method:", "Here's how to make it:"); a word inside a
// longer heading ("Why these ingredients work") is a blog section, not the list.
const startsWith = (words: string) => new RegExp(`^(?:${words})(?!\\p{L})`, 'iu');
const endsWith = (words: string) => new RegExp(`(?<!\\p{L})(?:${words})$`, 'iu');
const ingredientStart = startsWith(`${ingredientWords}|${ingredientPhrases}`);
const ingredientEnd = endsWith(ingredientWords);
const instructionStart = startsWith(instructionWords);
const instructionEnd = endsWith(instructionWords);

/** A label longer than this is a sentence that happens to start with the word. */
const maxLabelLength = 40;
/** No section heading is longer; page text is untrusted, so nothing longer is looked at. */
const maxHeadingLength = 200;

/**
 * Which section a heading introduces. Real headings (h1–h6) are read as they are; any other
 * block ("<p><strong>Ingredients:</strong></p>", a styled div) counts as a heading only when its
 * whole text is a short label, since paragraphs also start with these words. `current` is the
 * section the heading appears in.
 */
export function sectionKind(
  text: string,
  isHeadingElement: boolean,
  current: SectionKind = 'none',
): SectionHeading {
  if (text.length > (isHeadingElement ? maxHeadingLength : maxLabelLength)) return notAHeading;
  // Blogs decorate headings with emoji and symbols ("🛒 What You'll Need", "» Method").
  const label = trimEndPunctuation(text.replace(/^[^\p{L}\p{N}]+/u, ''));
  // "Ingredients: 2 eggs, 1 cup milk" is the list itself on one line, not a heading above it.
  if (!isHeadingElement && /[:：]/.test(label)) return notAHeading;
  if (ingredientStart.test(label)) return { kind: 'ingredients', isWeak: false };
  if (instructionStart.test(label)) return { kind: 'instructions', isWeak: false };
  if (label.split(/\s+/).length > 5) return notAHeading;
  // Steps come after the ingredients: "Prepare the ingredients:" among the steps is a step.
  if (ingredientEnd.test(label) && current !== 'instructions') {
    return { kind: 'ingredients', isWeak: true };
  }
  if (instructionEnd.test(label)) return { kind: 'instructions', isWeak: true };
  return notAHeading;
}

/**
 * The text without trailing spaces, colons and full stops. A loop rather than a `[…]+$` pattern,
 * which retries from every position of a long run of these characters that is not at the end.
 */
function trimEndPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s:.：]/u.test(text[end - 1] ?? '')) end--;
  return text.slice(0, end);
}
