import { graphql } from '../../__generated__/gql.ts';

// The list and the changes to one item, shared by the screen, its actions and the offline
// outbox, which replays the same mutations later.

/** The whole list, in list order. */
export const ShoppingListScreenQuery = graphql(`
  query ShoppingListScreenQuery {
    shoppingList {
      id
      ...ShoppingItemRow_item
    }
  }
`);

export const AddShoppingListItemMutation = graphql(`
  mutation AddShoppingListItemMutation($input: AddShoppingListItemInput!) {
    addShoppingListItem(input: $input) {
      __typename
      ... on AddShoppingListItemSuccess {
        item {
          id
          ...ShoppingItemRow_item
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const SetShoppingListItemCompletedMutation = graphql(`
  mutation SetShoppingListItemCompletedMutation($id: Int!, $isCompleted: Boolean!) {
    setShoppingListItemCompleted(id: $id, isCompleted: $isCompleted) {
      __typename
      ... on SetShoppingListItemCompletedSuccess {
        item {
          id
          isCompleted
        }
      }
      ... on ShoppingListItemNotFoundError {
        itemId
      }
      ... on Error {
        message
      }
    }
  }
`);

export const DeleteShoppingListItemMutation = graphql(`
  mutation DeleteShoppingListItemMutation($id: Int!) {
    deleteShoppingListItem(id: $id) {
      __typename
      ... on DeleteShoppingListItemSuccess {
        deleted {
          id
        }
      }
      ... on ShoppingListItemNotFoundError {
        itemId
      }
      ... on Error {
        message
      }
    }
  }
`);
