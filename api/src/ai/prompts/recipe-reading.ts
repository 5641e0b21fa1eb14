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

/**
 * Asks for the fields the page reader could not find, and only those (the JSON schema sent
 * alongside holds exactly them); what it did find is context, not something to rewrite.
 */
export const completeDraftPrompt = (
  missingFields: readonly string[],
  foundJson: string,
  pageText: string,
): string =>
  [
    'A recipe was read from a web page, but the reader could not find these fields:',
    missingFields.join(', '),
    'Fill only those fields, and only from the page text below. Copy quantities, times and',
    'servings exactly as the page writes them; never add a number the page does not have.',
    'When the page does not have a field, answer it empty ([] or null).',
    '',
    '<found>',
    foundJson,
    '</found>',
    '',
    '<page>',
    pageText,
    '</page>',
  ].join('\n');
