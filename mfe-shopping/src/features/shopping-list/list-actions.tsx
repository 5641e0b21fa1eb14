import { useMutation } from '@apollo/client/react';
import { Button, ConfirmDialog, cn, copyText, toast } from '@app/ui';
import { Share2, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import type { ShoppingItemRow_ItemFragment } from '../../__generated__/graphql.ts';
import { failureMessage } from '../../components/failure-message.ts';
import type { ListChange } from './list-change-banner.tsx';
import { optimizeSummaryParts } from './optimize-summary.ts';
import { shareTitle, shoppingListText } from './share-text.ts';
import { clearCachedList, replaceCachedList } from './shopping-list-cache.ts';

export const OptimizeShoppingListMutation = graphql(`
  mutation OptimizeShoppingListMutation {
    optimizeShoppingList {
      __typename
      ... on OptimizeShoppingListSuccess {
        items {
          id
          ...ShoppingItemRow_item
        }
        summary {
          merged {
            from {
              itemId
              name
              quantity
            }
            into {
              itemId
              name
              quantity
            }
          }
          moved {
            itemId
            name
            from
            to
          }
          renamed {
            itemId
            from
            to
          }
        }
        undo {
          id
          expiresAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const ClearShoppingListMutation = graphql(`
  mutation ClearShoppingListMutation {
    clearShoppingList {
      __typename
      ... on ClearShoppingListSuccess {
        cleared {
          deletedCount
          undo {
            id
            expiresAt
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

/** Three side by side on a phone: a third of the width each, so less padding than usual. */
const phoneButtonClassName = 'gap-1.5 px-2 sm:gap-2 sm:px-4';

interface ListActionsProps {
  items: readonly ShoppingItemRow_ItemFragment[];
  /** Optimize or Clear All changed the list: what it did, and how to undo it. */
  onChanged: (change: ListChange) => void;
  /** False offline or while changes wait to be sent (the banner above says so). */
  canRewrite?: boolean;
}

/** Share, Optimize and Clear All for the whole list. */
export function ListActions({ items, onChanged, canRewrite = true }: ListActionsProps) {
  const hasOpenItems = items.some((item) => !item.isCompleted);
  return (
    <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
      <ShareButton items={items} isDisabled={!hasOpenItems} />
      <OptimizeButton isDisabled={!hasOpenItems || !canRewrite} onChanged={onChanged} />
      <ClearAllButton count={items.length} isDisabled={!canRewrite} onChanged={onChanged} />
    </div>
  );
}

function ShareButton({
  items,
  isDisabled,
}: {
  items: readonly ShoppingItemRow_ItemFragment[];
  isDisabled: boolean;
}) {
  const share = async () => {
    const text = shoppingListText(items);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shareTitle, text });
        return;
      } catch (error) {
        // The cook closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(text)) {
      toast({
        title: 'List Copied',
        description: 'What is still to buy is on your clipboard, ready to paste.',
      });
    } else {
      toast({
        title: 'Share Failed',
        description: 'Could not copy the list. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Button
      variant="secondary"
      disabled={isDisabled}
      onClick={() => void share()}
      className={phoneButtonClassName}
    >
      <Share2 className="size-4 shrink-0" aria-hidden="true" />
      {/* The visible word starts the accessible name, as voice control users need. */}
      Share<span className="sr-only sm:not-sr-only sm:whitespace-nowrap"> Shopping List</span>
    </Button>
  );
}

function OptimizeButton({
  isDisabled,
  onChanged,
}: {
  isDisabled: boolean;
  onChanged: ListActionsProps['onChanged'];
}) {
  const [optimize, { loading }] = useMutation(OptimizeShoppingListMutation, {
    update(cache, { data }) {
      const result = data?.optimizeShoppingList;
      if (result?.__typename === 'OptimizeShoppingListSuccess')
        replaceCachedList(cache, result.items);
    },
  });
  const failed = (description: string) =>
    toast({ title: 'Optimization Failed', description, variant: 'destructive' });

  const run = async () => {
    try {
      const { data } = await optimize();
      const result = data?.optimizeShoppingList;
      if (result?.__typename !== 'OptimizeShoppingListSuccess') {
        return failed(failureMessage(result, 'Could not optimize the list. Please try again.'));
      }
      toast({
        title: 'Shopping List Optimized',
        description: 'Duplicates are merged and every item sits in its aisle.',
      });
      onChanged({
        icon: <Sparkles />,
        title: 'Optimized',
        details: optimizeSummaryParts(result.summary),
        undo: result.undo,
      });
    } catch {
      failed('Could not optimize the list. Check your connection and try again.');
    }
  };

  return (
    <Button
      variant="secondary"
      disabled={isDisabled}
      isLoading={loading}
      onClick={() => void run()}
      className={phoneButtonClassName}
    >
      {!loading && <Sparkles className="size-4 shrink-0" aria-hidden="true" />}
      Optimize
    </Button>
  );
}

function ClearAllButton({
  count,
  isDisabled,
  onChanged,
}: {
  count: number;
  isDisabled: boolean;
  onChanged: ListActionsProps['onChanged'];
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [clear, { loading }] = useMutation(ClearShoppingListMutation, {
    update(cache, { data }) {
      if (data?.clearShoppingList.__typename === 'ClearShoppingListSuccess') clearCachedList(cache);
    },
  });
  const failed = (description: string) =>
    toast({ title: 'Clear Failed', description, variant: 'destructive' });

  const confirm = async () => {
    try {
      const { data } = await clear();
      const result = data?.clearShoppingList;
      if (result?.__typename !== 'ClearShoppingListSuccess') {
        failed(failureMessage(result, 'Could not clear the list. Please try again.'));
      } else {
        toast({ title: 'Shopping List Cleared', description: 'Every item was removed.' });
        const { deletedCount, undo } = result.cleared;
        onChanged({
          icon: <Trash2 />,
          title: 'Cleared',
          details: [
            `${deletedCount} ${deletedCount === 1 ? 'item was' : 'items were'} removed from every device.`,
          ],
          undo,
        });
      }
    } catch {
      failed('Could not clear the list. Check your connection and try again.');
    }
    setIsConfirming(false);
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={isDisabled}
        onClick={() => setIsConfirming(true)}
        className={cn(phoneButtonClassName, 'text-destructive hover:bg-destructive-soft')}
      >
        <Trash2 className="size-4 shrink-0" aria-hidden="true" />
        Clear All
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Clear the shopping list?"
        description={`All ${count} ${count === 1 ? 'item' : 'items'}, ticked or not, will be removed from every device. You can undo it for a minute.`}
        confirmLabel="Clear All"
        isDestructive
        isPending={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
