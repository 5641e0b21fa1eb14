import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { isSerialId } from '../shared/serial-id.ts';
import { ShoppingItem } from './shopping-item.entity.ts';

/** The list order: by position, then id (two adds at the same moment may share a position). */
export const listOrder = [{ position: 'asc' }, { id: 'asc' }] as const;

/** Queries over one owner's shopping items; every method takes the owner. */
export class ShoppingItemRepository {
  constructor(private readonly em: EntityManager) {}

  listByOwner(ownerId: string): Promise<ShoppingItem[]> {
    return this.em.find(ShoppingItem, { user: ownerId }, { orderBy: [...listOrder] });
  }

  listOpenByOwner(ownerId: string): Promise<ShoppingItem[]> {
    return this.em.find(
      ShoppingItem,
      { user: ownerId, isCompleted: false },
      { orderBy: [...listOrder] },
    );
  }

  findOne(ownerId: string, id: number): Promise<ShoppingItem | null> {
    if (!isSerialId(id)) return Promise.resolve(null);
    return this.em.findOne(ShoppingItem, { id, user: ownerId });
  }

  findByClientId(ownerId: string, clientId: string): Promise<ShoppingItem | null> {
    return this.em.findOne(ShoppingItem, { user: ownerId, clientId });
  }

  /** The position after the owner's last item. */
  async nextPosition(ownerId: string): Promise<number> {
    const row = await this.em
      .createQueryBuilder(ShoppingItem, 'i')
      .select(raw('max(i.position) as last'))
      .where({ user: ownerId })
      .execute<{ last: number | string | null }>('get', false);
    return Number(row?.last ?? 0) + 1;
  }
}
