import type { ShoppingCategory } from '../../__generated__/graphql.ts';

/**
 * Spec §9's seven categories in the order a shop is usually walked (fresh produce at the door,
 * frozen food last before the shelves), so the list reads top to bottom along the aisles.
 */
export const categoryOrder = [
  'PRODUCE',
  'BAKERY',
  'MEAT',
  'DAIRY',
  'FROZEN',
  'PANTRY',
  'OTHER',
] as const satisfies readonly ShoppingCategory[];

const labels: Record<ShoppingCategory, string> = {
  PRODUCE: 'Produce',
  BAKERY: 'Bakery',
  MEAT: 'Meat',
  DAIRY: 'Dairy',
  FROZEN: 'Frozen',
  PANTRY: 'Pantry',
  OTHER: 'Other',
};

/** Spec §9: a new item without a category goes under Other. */
export const defaultCategory: ShoppingCategory = 'OTHER';

/** Spec §9: a new item without a quantity gets "1". */
export const defaultQuantity = '1';

/** Spec §3: an unknown value (a newer server's category, say) is treated as Other. */
export function categoryOf(value: string): ShoppingCategory {
  return (categoryOrder as readonly string[]).includes(value)
    ? (value as ShoppingCategory)
    : 'OTHER';
}

export function categoryLabel(category: string): string {
  return labels[categoryOf(category)];
}

interface GroupableItem {
  category: string;
  isCompleted: boolean;
}

export interface CategoryGroup<Item> {
  category: ShoppingCategory;
  label: string;
  items: Item[];
}

/**
 * The non-empty categories in shop order. Inside each, open items keep the order they were
 * added in and ticked ones sink below them: what is still to find stays at the top.
 */
export function groupByCategory<Item extends GroupableItem>(
  items: readonly Item[],
): CategoryGroup<Item>[] {
  const byCategory = new Map<ShoppingCategory, Item[]>();
  for (const item of items) {
    const category = categoryOf(item.category);
    byCategory.set(category, [...(byCategory.get(category) ?? []), item]);
  }
  return categoryOrder.flatMap((category) => {
    const members = byCategory.get(category);
    if (!members) return [];
    const sorted = [
      ...members.filter((item) => !item.isCompleted),
      ...members.filter((item) => item.isCompleted),
    ];
    return [{ category, label: labels[category], items: sorted }];
  });
}
