/** Shopping: the viewer's categorized shopping list. */

export { ShoppingService } from './shopping.service.ts';
export { toCategory } from './shopping-category.ts';
export type { PlannedItem, ShoppingIntelligence } from './shopping-intelligence.ts';
/** Figures across all users for the admin dashboard. */
export {
  countAllShoppingItems,
  countShoppingItemsByOwner,
  shoppingActivity,
} from './shopping-stats.ts';
