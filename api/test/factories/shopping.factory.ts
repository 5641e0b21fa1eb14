import type { TestApp, TestUser } from '../create-test-app.ts';
import { graphql } from '../http.ts';

export interface ItemRow {
  id: number;
  clientId: string | null;
  name: string;
  quantity: string;
  category: string;
  recipeIds: number[];
  isCompleted: boolean;
  position: number;
  version: number;
}

export const itemSelection =
  '{ id clientId name quantity category recipeIds isCompleted position version }';

export interface ItemInput {
  name: string;
  quantity?: string;
  category?: string;
  clientId?: string;
}

/** Adds an item through the public mutation; answers the result, the item or the error. */
export async function tryAddItem(app: TestApp, user: TestUser, input: ItemInput) {
  const result = await graphql<{
    addShoppingListItem: {
      __typename: string;
      item?: ItemRow;
      code?: string;
      message?: string;
      itemId?: number;
      clientId?: string;
    };
  }>(
    app,
    `mutation ($input: AddShoppingListItemInput!) {
      addShoppingListItem(input: $input) {
        __typename
        ... on AddShoppingListItemSuccess { item ${itemSelection} }
        ... on ShoppingListItemDeletedError { itemId clientId }
        ... on Error { code message }
      }
    }`,
    { input },
    user,
  );
  const added = result.data?.addShoppingListItem;
  if (!added) throw new Error(`addShoppingListItem failed: ${JSON.stringify(result)}`);
  return added;
}

/** Adds an item through the public mutation; answers it. */
export async function addItem(app: TestApp, user: TestUser, input: ItemInput): Promise<ItemRow> {
  const added = await tryAddItem(app, user, input);
  if (!added.item) throw new Error(`addShoppingListItem failed: ${JSON.stringify(added)}`);
  return added.item;
}

export async function listItems(app: TestApp, user: TestUser): Promise<ItemRow[]> {
  const result = await graphql<{ shoppingList: ItemRow[] }>(
    app,
    `{ shoppingList ${itemSelection} }`,
    {},
    user,
  );
  if (!result.data) throw new Error(`shoppingList failed: ${JSON.stringify(result)}`);
  return result.data.shoppingList;
}

/** Ticks or unticks; answers the result's __typename (the success type or the error). */
export async function tickItem(
  app: TestApp,
  user: TestUser,
  id: number,
  isCompleted: boolean,
): Promise<string | undefined> {
  const result = await graphql<{ setShoppingListItemCompleted: { __typename: string } }>(
    app,
    `mutation ($id: Int!, $isCompleted: Boolean!) {
      setShoppingListItemCompleted(id: $id, isCompleted: $isCompleted) { __typename }
    }`,
    { id, isCompleted },
    user,
  );
  return result.data?.setShoppingListItemCompleted.__typename;
}

export async function deleteItem(
  app: TestApp,
  user: TestUser,
  id: number,
): Promise<string | undefined> {
  const result = await graphql<{ deleteShoppingListItem: { __typename: string } }>(
    app,
    'mutation ($id: Int!) { deleteShoppingListItem(id: $id) { __typename } }',
    { id },
    user,
  );
  return result.data?.deleteShoppingListItem.__typename;
}

/** How to undo a rewrite, as Optimize and Clear All answer it. */
export interface UndoOffer {
  id: string;
  expiresAt: string;
}

export interface ItemLine {
  itemId: number;
  name: string;
  quantity: string;
}

export interface Optimized {
  items: ItemRow[];
  summary: {
    merged: { from: ItemLine[]; into: ItemLine }[];
    moved: { itemId: number; name: string; from: string; to: string }[];
    renamed: { itemId: number; from: string; to: string }[];
  };
  undo: UndoOffer;
}

/** Runs Optimize; answers the list, the summary and the undo offer. */
export async function optimizeList(app: TestApp, user: TestUser): Promise<Optimized> {
  const result = await graphql<{ optimizeShoppingList: Optimized & { __typename: string } }>(
    app,
    `mutation {
      optimizeShoppingList {
        __typename
        ... on OptimizeShoppingListSuccess {
          items ${itemSelection}
          summary {
            merged { from { itemId name quantity } into { itemId name quantity } }
            moved { itemId name from to }
            renamed { itemId from to }
          }
          undo { id expiresAt }
        }
      }
    }`,
    {},
    user,
  );
  const optimized = result.data?.optimizeShoppingList;
  if (optimized?.__typename !== 'OptimizeShoppingListSuccess') {
    throw new Error(`optimizeShoppingList failed: ${JSON.stringify(result)}`);
  }
  return optimized;
}

/** Clears the list; answers how many items went and the undo offer. */
export async function clearList(
  app: TestApp,
  user: TestUser,
): Promise<{ deletedCount: number; undo: UndoOffer }> {
  const result = await graphql<{
    clearShoppingList: { cleared?: { deletedCount: number; undo: UndoOffer } };
  }>(
    app,
    `mutation {
      clearShoppingList {
        ... on ClearShoppingListSuccess { cleared { deletedCount undo { id expiresAt } } }
      }
    }`,
    {},
    user,
  );
  const cleared = result.data?.clearShoppingList.cleared;
  if (!cleared) throw new Error(`clearShoppingList failed: ${JSON.stringify(result)}`);
  return cleared;
}

/** Undoes a rewrite; answers the result: the list, or the error with its code. */
export async function undoChange(app: TestApp, user: TestUser, id: string) {
  const result = await graphql<{
    undoShoppingListChange: {
      __typename: string;
      items?: ItemRow[];
      code?: string;
      undoId?: string;
      issues?: { path: string[] }[];
    };
  }>(
    app,
    `mutation ($id: ID!) {
      undoShoppingListChange(id: $id) {
        __typename
        ... on UndoShoppingListChangeSuccess { items ${itemSelection} }
        ... on ShoppingListUndoNotFoundError { undoId }
        ... on ShoppingListUndoExpiredError { undoId }
        ... on InputValidationError { issues { path } }
        ... on Error { code }
      }
    }`,
    { id },
    user,
  );
  return result.data?.undoShoppingListChange;
}
