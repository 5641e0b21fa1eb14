import { groupByCategory } from './categories.ts';

interface ShareableItem {
  name: string;
  quantity: string;
  category: string;
  isCompleted: boolean;
}

/** The title of the shared text and of the share sheet. */
export const shareTitle = 'Shopping List';

/**
 * What is still to buy as plain text, grouped by category in shop order, for a message or a
 * note: ticked items are already in the basket, so they are left out.
 */
export function shoppingListText(items: readonly ShareableItem[]): string {
  const groups = groupByCategory(items.filter((item) => !item.isCompleted));
  const sections = groups.map(({ label, items: members }) =>
    [label, ...members.map((item) => `- ${item.name} (${item.quantity})`)].join('\n'),
  );
  return [shareTitle, ...sections].join('\n\n');
}
