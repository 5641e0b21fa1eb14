/*
 * Output contract for organizing a shopping list. The admin-editable "shopping" prompt (chat
 * module's default prompts) is appended as the instructions for style and merging rules.
 */

export const shoppingOrganizingSystemPrompt = [
  'You organize a shopping list and answer only with the requested JSON.',
  'Every item you answer comes from the list you are given; merged duplicates become one item.',
  'Categories: Produce, Meat, Dairy, Pantry, Bakery, Frozen or Other (exactly one per item).',
  'Keep an empty quantity empty.',
].join('\n');

export const organizeListPrompt = (itemsJson: string): string =>
  ['Organize this shopping list.', '', '<list>', itemsJson, '</list>'].join('\n');
