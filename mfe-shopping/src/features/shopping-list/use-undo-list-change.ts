import { useMutation } from '@apollo/client/react';
import { toast } from '@app/ui';
import { graphql } from '../../__generated__/gql.ts';
import { failureMessage } from '../../components/failure-message.ts';
import type { ListUndo } from './list-change-banner.tsx';
import { replaceCachedList } from './shopping-list-cache.ts';

export const UndoShoppingListChangeMutation = graphql(`
  mutation UndoShoppingListChangeMutation($id: ID!) {
    undoShoppingListChange(id: $id) {
      __typename
      ... on UndoShoppingListChangeSuccess {
        items {
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

/** What became of an undo: done, refused for good (too late, used), or worth trying again. */
export type UndoOutcome = 'restored' | 'refused' | 'failed';

/**
 * Undo of an Optimize or Clear All. The answer is the list as it was, put on screen at once;
 * the viewer's other devices hear of it as a REPLACED event.
 */
export function useUndoListChange(): {
  undo: (undo: ListUndo) => Promise<UndoOutcome>;
  isUndoing: boolean;
} {
  const [run, { loading }] = useMutation(UndoShoppingListChangeMutation, {
    update(cache, { data }) {
      const result = data?.undoShoppingListChange;
      if (result?.__typename === 'UndoShoppingListChangeSuccess')
        replaceCachedList(cache, result.items);
    },
  });
  const failed = (description: string) =>
    toast({ title: 'Update Failed', description, variant: 'destructive' });

  const undo = async ({ id }: ListUndo): Promise<UndoOutcome> => {
    try {
      const { data } = await run({ variables: { id } });
      const result = data?.undoShoppingListChange;
      if (result?.__typename === 'UndoShoppingListChangeSuccess') {
        toast({ title: 'Shopping List Updated', description: 'Your list is back as it was.' });
        return 'restored';
      }
      failed(failureMessage(result, 'Could not undo. Please try again.'));
      // Too late or already used: pressing again cannot help. Anything else may.
      return result?.__typename === 'ShoppingListUndoExpiredError' ||
        result?.__typename === 'ShoppingListUndoNotFoundError'
        ? 'refused'
        : 'failed';
    } catch {
      failed('Could not undo. Check your connection and try again.');
      return 'failed';
    }
  };

  return { undo, isUndoing: loading };
}
