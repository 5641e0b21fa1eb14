import { type ShoppingCategory, shoppingCategories } from '@app/schema';

/** Any spelling of the seven categories is accepted; everything else is Other (spec §3). */
export function toCategory(value: string | null | undefined): ShoppingCategory {
  const key = value?.trim().toLowerCase();
  return shoppingCategories.find((category) => category.toLowerCase() === key) ?? 'Other';
}
