import type { EntityManager } from '@mikro-orm/sql';
import { ShoppingItem } from './shopping-item.entity.ts';

/** Every user's shopping items, for the admin dashboard; the only read of items across owners. */
export function countAllShoppingItems(em: EntityManager): Promise<number> {
  return em.count(ShoppingItem, {});
}
