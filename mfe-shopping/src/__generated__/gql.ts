/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ShoppingListScreenQuery {\n    shoppingList {\n      id\n      ...ShoppingItemRow_item\n    }\n  }\n": typeof types.ShoppingListScreenQueryDocument,
    "\n  mutation AddShoppingListItemMutation($input: AddShoppingListItemInput!) {\n    addShoppingListItem(input: $input) {\n      __typename\n      ... on AddShoppingListItemSuccess {\n        item {\n          id\n          ...ShoppingItemRow_item\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AddShoppingListItemMutationDocument,
    "\n  mutation SetShoppingListItemCompletedMutation($id: Int!, $isCompleted: Boolean!) {\n    setShoppingListItemCompleted(id: $id, isCompleted: $isCompleted) {\n      __typename\n      ... on SetShoppingListItemCompletedSuccess {\n        item {\n          id\n          isCompleted\n        }\n      }\n      ... on ShoppingListItemNotFoundError {\n        itemId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.SetShoppingListItemCompletedMutationDocument,
    "\n  mutation DeleteShoppingListItemMutation($id: Int!) {\n    deleteShoppingListItem(id: $id) {\n      __typename\n      ... on DeleteShoppingListItemSuccess {\n        deleted {\n          id\n        }\n      }\n      ... on ShoppingListItemNotFoundError {\n        itemId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.DeleteShoppingListItemMutationDocument,
    "\n  mutation OptimizeShoppingListMutation {\n    optimizeShoppingList {\n      __typename\n      ... on OptimizeShoppingListSuccess {\n        items {\n          id\n          ...ShoppingItemRow_item\n        }\n        summary {\n          merged {\n            from {\n              itemId\n              name\n              quantity\n            }\n            into {\n              itemId\n              name\n              quantity\n            }\n          }\n          moved {\n            itemId\n            name\n            from\n            to\n          }\n          renamed {\n            itemId\n            from\n            to\n          }\n        }\n        undo {\n          id\n          expiresAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.OptimizeShoppingListMutationDocument,
    "\n  mutation ClearShoppingListMutation {\n    clearShoppingList {\n      __typename\n      ... on ClearShoppingListSuccess {\n        cleared {\n          deletedCount\n          undo {\n            id\n            expiresAt\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.ClearShoppingListMutationDocument,
    "\n  fragment ShoppingItemRow_item on ShoppingListItem {\n    id\n    name\n    quantity\n    category\n    isCompleted\n    recipes {\n      id\n      name\n    }\n  }\n": typeof types.ShoppingItemRow_ItemFragmentDoc,
    "\n  subscription ShoppingListChangedSubscription {\n    shoppingListChanged {\n      kind\n      itemId\n      item {\n        id\n        ...ShoppingItemRow_item\n      }\n    }\n  }\n": typeof types.ShoppingListChangedSubscriptionDocument,
    "\n  mutation UndoShoppingListChangeMutation($id: ID!) {\n    undoShoppingListChange(id: $id) {\n      __typename\n      ... on UndoShoppingListChangeSuccess {\n        items {\n          id\n          ...ShoppingItemRow_item\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.UndoShoppingListChangeMutationDocument,
};
const documents: Documents = {
    "\n  query ShoppingListScreenQuery {\n    shoppingList {\n      id\n      ...ShoppingItemRow_item\n    }\n  }\n": types.ShoppingListScreenQueryDocument,
    "\n  mutation AddShoppingListItemMutation($input: AddShoppingListItemInput!) {\n    addShoppingListItem(input: $input) {\n      __typename\n      ... on AddShoppingListItemSuccess {\n        item {\n          id\n          ...ShoppingItemRow_item\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AddShoppingListItemMutationDocument,
    "\n  mutation SetShoppingListItemCompletedMutation($id: Int!, $isCompleted: Boolean!) {\n    setShoppingListItemCompleted(id: $id, isCompleted: $isCompleted) {\n      __typename\n      ... on SetShoppingListItemCompletedSuccess {\n        item {\n          id\n          isCompleted\n        }\n      }\n      ... on ShoppingListItemNotFoundError {\n        itemId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.SetShoppingListItemCompletedMutationDocument,
    "\n  mutation DeleteShoppingListItemMutation($id: Int!) {\n    deleteShoppingListItem(id: $id) {\n      __typename\n      ... on DeleteShoppingListItemSuccess {\n        deleted {\n          id\n        }\n      }\n      ... on ShoppingListItemNotFoundError {\n        itemId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.DeleteShoppingListItemMutationDocument,
    "\n  mutation OptimizeShoppingListMutation {\n    optimizeShoppingList {\n      __typename\n      ... on OptimizeShoppingListSuccess {\n        items {\n          id\n          ...ShoppingItemRow_item\n        }\n        summary {\n          merged {\n            from {\n              itemId\n              name\n              quantity\n            }\n            into {\n              itemId\n              name\n              quantity\n            }\n          }\n          moved {\n            itemId\n            name\n            from\n            to\n          }\n          renamed {\n            itemId\n            from\n            to\n          }\n        }\n        undo {\n          id\n          expiresAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.OptimizeShoppingListMutationDocument,
    "\n  mutation ClearShoppingListMutation {\n    clearShoppingList {\n      __typename\n      ... on ClearShoppingListSuccess {\n        cleared {\n          deletedCount\n          undo {\n            id\n            expiresAt\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.ClearShoppingListMutationDocument,
    "\n  fragment ShoppingItemRow_item on ShoppingListItem {\n    id\n    name\n    quantity\n    category\n    isCompleted\n    recipes {\n      id\n      name\n    }\n  }\n": types.ShoppingItemRow_ItemFragmentDoc,
    "\n  subscription ShoppingListChangedSubscription {\n    shoppingListChanged {\n      kind\n      itemId\n      item {\n        id\n        ...ShoppingItemRow_item\n      }\n    }\n  }\n": types.ShoppingListChangedSubscriptionDocument,
    "\n  mutation UndoShoppingListChangeMutation($id: ID!) {\n    undoShoppingListChange(id: $id) {\n      __typename\n      ... on UndoShoppingListChangeSuccess {\n        items {\n          id\n          ...ShoppingItemRow_item\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.UndoShoppingListChangeMutationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShoppingListScreenQuery {\n    shoppingList {\n      id\n      ...ShoppingItemRow_item\n    }\n  }\n"): (typeof documents)["\n  query ShoppingListScreenQuery {\n    shoppingList {\n      id\n      ...ShoppingItemRow_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddShoppingListItemMutation($input: AddShoppingListItemInput!) {\n    addShoppingListItem(input: $input) {\n      __typename\n      ... on AddShoppingListItemSuccess {\n        item {\n          id\n          ...ShoppingItemRow_item\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddShoppingListItemMutation($input: AddShoppingListItemInput!) {\n    addShoppingListItem(input: $input) {\n      __typename\n      ... on AddShoppingListItemSuccess {\n        item {\n          id\n          ...ShoppingItemRow_item\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShoppingListItemCompletedMutation($id: Int!, $isCompleted: Boolean!) {\n    setShoppingListItemCompleted(id: $id, isCompleted: $isCompleted) {\n      __typename\n      ... on SetShoppingListItemCompletedSuccess {\n        item {\n          id\n          isCompleted\n        }\n      }\n      ... on ShoppingListItemNotFoundError {\n        itemId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetShoppingListItemCompletedMutation($id: Int!, $isCompleted: Boolean!) {\n    setShoppingListItemCompleted(id: $id, isCompleted: $isCompleted) {\n      __typename\n      ... on SetShoppingListItemCompletedSuccess {\n        item {\n          id\n          isCompleted\n        }\n      }\n      ... on ShoppingListItemNotFoundError {\n        itemId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShoppingListItemMutation($id: Int!) {\n    deleteShoppingListItem(id: $id) {\n      __typename\n      ... on DeleteShoppingListItemSuccess {\n        deleted {\n          id\n        }\n      }\n      ... on ShoppingListItemNotFoundError {\n        itemId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteShoppingListItemMutation($id: Int!) {\n    deleteShoppingListItem(id: $id) {\n      __typename\n      ... on DeleteShoppingListItemSuccess {\n        deleted {\n          id\n        }\n      }\n      ... on ShoppingListItemNotFoundError {\n        itemId\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OptimizeShoppingListMutation {\n    optimizeShoppingList {\n      __typename\n      ... on OptimizeShoppingListSuccess {\n        items {\n          id\n          ...ShoppingItemRow_item\n        }\n        summary {\n          merged {\n            from {\n              itemId\n              name\n              quantity\n            }\n            into {\n              itemId\n              name\n              quantity\n            }\n          }\n          moved {\n            itemId\n            name\n            from\n            to\n          }\n          renamed {\n            itemId\n            from\n            to\n          }\n        }\n        undo {\n          id\n          expiresAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OptimizeShoppingListMutation {\n    optimizeShoppingList {\n      __typename\n      ... on OptimizeShoppingListSuccess {\n        items {\n          id\n          ...ShoppingItemRow_item\n        }\n        summary {\n          merged {\n            from {\n              itemId\n              name\n              quantity\n            }\n            into {\n              itemId\n              name\n              quantity\n            }\n          }\n          moved {\n            itemId\n            name\n            from\n            to\n          }\n          renamed {\n            itemId\n            from\n            to\n          }\n        }\n        undo {\n          id\n          expiresAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearShoppingListMutation {\n    clearShoppingList {\n      __typename\n      ... on ClearShoppingListSuccess {\n        cleared {\n          deletedCount\n          undo {\n            id\n            expiresAt\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClearShoppingListMutation {\n    clearShoppingList {\n      __typename\n      ... on ClearShoppingListSuccess {\n        cleared {\n          deletedCount\n          undo {\n            id\n            expiresAt\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShoppingItemRow_item on ShoppingListItem {\n    id\n    name\n    quantity\n    category\n    isCompleted\n    recipes {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ShoppingItemRow_item on ShoppingListItem {\n    id\n    name\n    quantity\n    category\n    isCompleted\n    recipes {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ShoppingListChangedSubscription {\n    shoppingListChanged {\n      kind\n      itemId\n      item {\n        id\n        ...ShoppingItemRow_item\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ShoppingListChangedSubscription {\n    shoppingListChanged {\n      kind\n      itemId\n      item {\n        id\n        ...ShoppingItemRow_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoShoppingListChangeMutation($id: ID!) {\n    undoShoppingListChange(id: $id) {\n      __typename\n      ... on UndoShoppingListChangeSuccess {\n        items {\n          id\n          ...ShoppingItemRow_item\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoShoppingListChangeMutation($id: ID!) {\n    undoShoppingListChange(id: $id) {\n      __typename\n      ... on UndoShoppingListChangeSuccess {\n        items {\n          id\n          ...ShoppingItemRow_item\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;