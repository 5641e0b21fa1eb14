/** Shopping: the viewer's categorized shopping list. */

export { ShoppingService, toCategory } from './shopping.service.ts';
export type { PlannedItem, ShoppingIntelligence } from './shopping-intelligence.ts';
export { ShoppingItem } from './shopping-item.entity.ts';
