/** Shopping: the viewer's categorized shopping list. */
export { ShoppingItem } from './shopping-item.entity.ts';
export { ShoppingService, toCategory } from './shopping.service.ts';
