/** Shopping: the viewer's categorized shopping list. */

export { ShoppingService, toCategory } from './shopping.service.ts';
export { ShoppingItem } from './shopping-item.entity.ts';
