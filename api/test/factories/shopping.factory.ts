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

/** Adds an item through the public mutation; answers it. */
export async function addItem(
  app: TestApp,
  user: TestUser,
  input: { name: string; quantity?: string; category?: string; clientId?: string },
): Promise<ItemRow> {
  const result = await graphql<{ addShoppingListItem: { item?: ItemRow } }>(
    app,
    `mutation ($input: AddShoppingListItemInput!) {
      addShoppingListItem(input: $input) { ... on AddShoppingListItemSuccess { item ${itemSelection} } }
    }`,
    { input },
    user,
  );
  const item = result.data?.addShoppingListItem.item;
  if (!item) throw new Error(`addShoppingListItem failed: ${JSON.stringify(result)}`);
  return item;
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
