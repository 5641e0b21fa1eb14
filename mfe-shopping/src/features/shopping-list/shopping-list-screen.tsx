import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, EmptyState } from '@app/ui';
import { BookOpen, CloudOff, ShoppingBasket } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShoppingItemRow_ItemFragment } from '../../__generated__/graphql.ts';
import { useStableCallback } from '../../components/use-stable-callback.ts';
import { AddItemForm } from './add-item-form.tsx';
import { groupByCategory } from './categories.ts';
import { CategorySection } from './category-section.tsx';
import { ShoppingListScreenQuery } from './item-operations.ts';
import { ListActions } from './list-actions.tsx';
import { type ListChange, ListChangeBanner, type ListUndo } from './list-change-banner.tsx';
import { ListProgress } from './list-progress.tsx';
import { useIsOnline } from './offline/connection.ts';
import { OfflineBanner } from './offline/offline-banner.tsx';
import { RefusedChanges } from './offline/refused-changes.tsx';
import { useOutboxState, useShoppingOutbox } from './offline/shopping-sync.tsx';
import { ShoppingListSkeleton } from './shopping-list-skeleton.tsx';
import { useItemActions } from './use-item-actions.ts';
import { useLiveShoppingList } from './use-live-shopping-list.ts';
import { useProgressiveGroups } from './use-progressive-groups.ts';
import { useUndoListChange } from './use-undo-list-change.ts';

/** Rows that render well within a frame on a slow phone, so are not worth deferring. */
const shortListLength = 50;

/** `/shopping-list`: the list by aisle, kept live across the cook's devices. */
export default function ShoppingListScreen() {
  const outbox = useShoppingOutbox();
  const outboxState = useOutboxState(outbox);
  const isOnline = useIsOnline();
  const { data, error, refetch, networkStatus } = useQuery(ShoppingListScreenQuery, {
    // The list may have changed on another device since this one last showed it; but while
    // changes made here wait to be sent, the server's list lacks them: the outbox fetches it
    // again once they are in.
    fetchPolicy: outboxState.pending > 0 ? 'cache-only' : 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  // Another device (or the assistant) cleared or regenerated the list: fetch it whole again.
  useLiveShoppingList({ onReplaced: () => void refetch().catch(() => {}) });
  const loadedItems = data?.shoppingList;
  // A long list's first render takes longer than a frame. Deferred, it runs after the task that
  // wrote the answer into the cache, in slices React may interrupt, rather than in that task. A
  // short list, and every later change (a tick renders one row), shows at once. Everything below
  // reads `items`, so the counts change with the rows (though a long list's lower aisles then
  // fill in over a few frames: useProgressiveGroups).
  const hasShownList = useDeferredValue(loadedItems !== undefined);
  const items =
    hasShownList || (loadedItems?.length ?? 0) <= shortListLength ? loadedItems : undefined;
  const { toggle, remove, deletingId } = useItemActions();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [change, setChange] = useState<ListChange | null>(null);
  const { undo, isUndoing } = useUndoListChange();

  const undoChange = async (offered: ListUndo) => {
    const outcome = await undo(offered);
    if (outcome === 'failed') return;
    // Restored, or too late for good: either way the offer is spent. The banner (and the button
    // that had focus) goes; the heading takes focus so the keyboard is not dropped on the body.
    setChange((current) => (current?.undo.id === offered.id ? null : current));
    headingRef.current?.focus();
  };

  const groups = useMemo(() => groupByCategory(items ?? []), [items]);
  const shownGroups = useProgressiveGroups(groups);

  // What opens next time without signal: the list as shown, local changes included.
  useEffect(() => {
    if (outbox && items) outbox.saveList(items).catch(() => undefined);
  }, [outbox, items]);

  useEffect(() => {
    const previous = document.title;
    document.title = 'Shopping List · Mise';
    return () => {
      document.title = previous;
    };
  }, []);

  const deleteAndMoveFocus = async (item: ShoppingItemRow_ItemFragment) => {
    // The bin button disappears with its row: hand focus to the next row (or the one before),
    // so a keyboard user can keep deleting without starting over from the top.
    const order = groups.flatMap((group) => group.items.map((member) => member.id));
    const index = order.indexOf(item.id);
    const neighbour = order[index + 1] ?? order[index - 1];
    if (!(await remove(item))) return;
    const next =
      neighbour === undefined
        ? null
        : document.querySelector<HTMLButtonElement>(
            `[data-item-id="${neighbour}"] button[aria-label^="Delete"]`,
          );
    (next ?? headingRef.current)?.focus();
  };
  // Handed to every (memoised) row: one identity, so a tick does not render all of them.
  const deleteItem = useStableCallback((item: ShoppingItemRow_ItemFragment) => {
    void deleteAndMoveFocus(item);
  });

  const completed = items?.filter((item) => item.isCompleted).length ?? 0;
  const isRetrying = networkStatus === NetworkStatus.refetch;

  let content: ReactNode;
  if (items && items.length > 0) {
    content = (
      <div className="flex flex-col gap-4">
        {shownGroups.map((group) => (
          <CategorySection
            key={group.category}
            group={group}
            deletingId={deletingId}
            onToggle={toggle}
            onDelete={deleteItem}
          />
        ))}
      </div>
    );
  } else if (items) {
    content = (
      <EmptyState
        icon={<ShoppingBasket />}
        title="Your shopping list is empty"
        action={
          <Button asChild variant="secondary">
            <Link to="/recipes">
              <BookOpen className="size-5" aria-hidden="true" />
              Add from your recipes
            </Link>
          </Button>
        }
      >
        Add items above, or open a recipe and tap Add to Shopping List to bring in its ingredients.
      </EmptyState>
    );
  } else if (error) {
    content = (
      <EmptyState
        role="alert"
        icon={<CloudOff />}
        title={
          isOnline
            ? 'Your shopping list could not be loaded'
            : 'Your shopping list is not on this device yet'
        }
        action={
          <Button isLoading={isRetrying} onClick={() => void refetch().catch(() => {})}>
            Try again
          </Button>
        }
      >
        {isOnline
          ? 'Check your connection and try again.'
          : 'Open it once with a connection, and it will be here next time, signal or not.'}
      </EmptyState>
    );
  } else {
    content = <ShoppingListSkeleton />;
  }

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-3">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display font-semibold text-3xl text-ink focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-solid"
          >
            Shopping List
          </h1>
          {items && items.length > 0 && (
            <p className="mt-1 text-muted text-sm">
              {items.length - completed} still to buy, in the order you walk the shop.
            </p>
          )}
        </div>
        {items && items.length > 0 && (
          <ListActions
            items={items}
            onChanged={setChange}
            // Optimize and Clear All rewrite the server's list: not before it has every change.
            canRewrite={isOnline && outboxState.pending === 0}
          />
        )}
      </div>
      {outbox && <OfflineBanner isOnline={isOnline} state={outboxState} />}
      <RefusedChanges
        refused={outboxState.refused}
        onDismiss={(seq) => void outbox?.dismiss(seq).catch(() => undefined)}
      />
      {change && (
        <ListChangeBanner
          key={change.undo.id}
          change={change}
          isUndoing={isUndoing}
          onUndo={(offered) => void undoChange(offered)}
          onDismiss={() => {
            setChange(null);
            headingRef.current?.focus();
          }}
        />
      )}
      {items && items.length > 0 && <ListProgress completed={completed} total={items.length} />}
      {/* Always in the same place in the tree: adding the first item must not remount it and
          lose the focus it keeps for the next one. */}
      <AddItemForm />
      {content}
    </main>
  );
}
