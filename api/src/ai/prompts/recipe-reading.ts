/*
 * Prompts for reading recipes. The admin-editable "recipe" prompt (chat module's default
 * prompts) is appended as extra instructions; these texts hold the output contract, which the
 * JSON schema sent alongside enforces.
 */

export const recipeReadingSystemPrompt = [
  'You read recipes for a recipe organizer and answer only with the requested JSON.',
  'Copy ingredient lines as written, quantity first ("2 cups flour"); one ingredient per entry.',
  'Instructions: one step per entry, in order, without numbering; section headings are not steps.',
  'Times are whole minutes; servings is a whole number; use null when the source does not say.',
  'Never invent ingredients, steps, times or servings that are not in the source.',
  'Tags are a few lowercase words: course (e.g. "dinner", "dessert"), main ingredient, diet.',
  'If the source holds no recipe, answer an empty name and empty lists.',
].join('\n');

export const readTextPrompt = (text: string): string =>
  ['Read the recipe in this text.', '', '<source>', text, '</source>'].join('\n');

export const readImagePrompt = [
  'Read the recipe in this photo (a cookbook page, a card or a screen).',
  'Fix only obvious misreadings; leave out anything you cannot read.',
].join('\n');

export const completeDraftPrompt = (draftJson: string, pageText: string): string =>
  [
    'A recipe draft was read from a web page but some fields are empty or null.',
    'Fill only the empty fields from the page text; keep every field the draft already has.',
    '',
    '<draft>',
    draftJson,
    '</draft>',
    '',
    '<page>',
    pageText,
    '</page>',
  ].join('\n');
