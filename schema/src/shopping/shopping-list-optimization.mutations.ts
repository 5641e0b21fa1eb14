import { builder } from '../builder.ts';
import type {
  ShoppingListItemLine,
  ShoppingListMerge,
  ShoppingListMove,
  ShoppingListOptimization,
  ShoppingListOptimizeSummary,
  ShoppingListRename,
} from './shopping.port.ts';
import { ShoppingCategoryEnum, ShoppingListItemRef } from './shopping-list-item.type.ts';
import { ShoppingListUndoRef } from './shopping-list-undo.type.ts';

const ShoppingListItemLineRef = builder
  .objectRef<ShoppingListItemLine>('ShoppingListItemLine')
  .implement({
    description: 'An item as it read at one moment (before or after Optimize).',
    fields: (t) => ({
      itemId: t.exposeInt('itemId'),
      name: t.exposeString('name'),
      quantity: t.exposeString('quantity'),
    }),
  });

const ShoppingListMergeRef = builder.objectRef<ShoppingListMerge>('ShoppingListMerge').implement({
  description:
    'Several items became one, e.g. "2 cups milk" and "250 ml milk" into "750 ml milk". `into` kept the id of the first of `from`; the others were deleted.',
  fields: (t) => ({
    from: t.field({
      type: [ShoppingListItemLineRef],
      description: 'The items as they read before, in list order.',
      resolve: (merge) => merge.from,
    }),
    into: t.field({
      type: ShoppingListItemLineRef,
      description: 'The item they became.',
      resolve: (merge) => merge.into,
    }),
  }),
});

const ShoppingListMoveRef = builder.objectRef<ShoppingListMove>('ShoppingListMove').implement({
  description: 'An item put in another category.',
  fields: (t) => ({
    itemId: t.exposeInt('itemId'),
    name: t.exposeString('name', { description: 'Its name after Optimize.' }),
    from: t.expose('from', { type: ShoppingCategoryEnum }),
    to: t.expose('to', { type: ShoppingCategoryEnum }),
  }),
});

const ShoppingListRenameRef = builder
  .objectRef<ShoppingListRename>('ShoppingListRename')
  .implement({
    description: 'An item given a tidier name (merged items are told in `merged` instead).',
    fields: (t) => ({
      itemId: t.exposeInt('itemId'),
      from: t.exposeString('from'),
      to: t.exposeString('to'),
    }),
  });

const ShoppingListOptimizeSummaryRef = builder
  .objectRef<ShoppingListOptimizeSummary>('ShoppingListOptimizeSummary')
  .implement({
    description:
      'What Optimize did, as data to phrase ("merged 2 cups + 250 ml milk into 750 ml milk; moved 3 items to Produce"). All lists are empty when nothing changed.',
    fields: (t) => ({
      merged: t.field({ type: [ShoppingListMergeRef], resolve: (summary) => summary.merged }),
      moved: t.field({ type: [ShoppingListMoveRef], resolve: (summary) => summary.moved }),
      renamed: t.field({ type: [ShoppingListRenameRef], resolve: (summary) => summary.renamed }),
    }),
  });

const OptimizeShoppingListSuccessRef = builder
  .objectRef<ShoppingListOptimization>('OptimizeShoppingListSuccess')
  .implement({
    description: 'The list after Optimize, and what Optimize did.',
    fields: (t) => ({
      items: t.field({
        type: [ShoppingListItemRef],
        description: 'The whole list, in list order.',
        resolve: (result) => result.items,
      }),
      summary: t.field({
        type: ShoppingListOptimizeSummaryRef,
        resolve: (result) => result.summary,
      }),
      undo: t.field({
        type: ShoppingListUndoRef,
        description: 'Puts the list back as it was before, within a minute.',
        resolve: (result) => result.undo,
      }),
    }),
  });

builder.mutationFields((t) => ({
  optimizeShoppingList: t.field({
    type: OptimizeShoppingListSuccessRef,
    description:
      'Merges duplicates, tidies names and fixes categories of the unticked items, keeping the id (and place) of every item that survives; ticked items are left alone. Announced as one REPLACED event.',
    authScopes: { signedIn: true },
    errors: { directResult: true },
    resolve: (_root, _args, { shopping }) => shopping.optimize(),
  }),
}));
