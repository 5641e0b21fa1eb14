import type { EntityManager } from '@mikro-orm/sql';
import type { TestApp, TestUser } from '../create-test-app.ts';
import { graphql } from '../http.ts';
import { type ItemRow, itemSelection } from './shopping.factory.ts';

export interface ListChanges {
  items: ItemRow[];
  deletedIds: number[];
  cursor: string;
  isFullList: boolean;
}

/** Asks shoppingListChanges; answers the result, success or error. */
export async function changesSince(app: TestApp, user: TestUser, since: string | null) {
  const result = await graphql<{
    shoppingListChanges: {
      __typename: string;
      changes?: ListChanges;
      issues?: { path: string[] }[];
    };
  }>(
    app,
    `query ($since: String) {
      shoppingListChanges(since: $since) {
        __typename
        ... on ShoppingListChangesSuccess { changes { items ${itemSelection} deletedIds cursor isFullList } }
        ... on InputValidationError { issues { path } }
      }
    }`,
    { since },
    user,
  );
  return result.data?.shoppingListChanges;
}

/** What changed since a cursor (null: the whole list), as a device catching up reads it. */
export async function catchUp(
  app: TestApp,
  user: TestUser,
  since: string | null,
): Promise<ListChanges> {
  const result = await changesSince(app, user, since);
  if (!result?.changes) throw new Error(`shoppingListChanges failed: ${JSON.stringify(result)}`);
  return result.changes;
}

/** Dates an item's deletion record back, as if it were deleted `days` ago. */
export async function ageDeletion(app: TestApp, itemId: number, days: number): Promise<void> {
  const em = app.database.orm.em.fork() as EntityManager;
  await em
    .getConnection()
    .execute(
      `update shopping_item_deletions set deleted_at = now() - make_interval(days => ?) where item_id = ?`,
      [days, itemId],
    );
}
