import { useMutation } from '@apollo/client/react';
import { Button, cn, Input, Label, toast } from '@app/ui';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { ShoppingCategory } from '../../__generated__/graphql.ts';
import { failureMessage } from '../../components/failure-message.ts';
import { categoryLabel, categoryOrder, defaultCategory, defaultQuantity } from './categories.ts';
import { AddShoppingListItemMutation } from './item-operations.ts';
import { isConnectionFailure, mustQueue } from './offline/connection.ts';
import { newLocalItemId } from './offline/pending-change.ts';
import { useShoppingOutbox } from './offline/shopping-sync.tsx';
import { addItemToCache } from './shopping-list-cache.ts';

const addFailed = (description: string) =>
  toast({ title: 'Add Failed', description, variant: 'destructive' });

/** Native select styled like the shared inputs: phones show their own picker for it. */
const selectClassName = cn(
  'h-11 w-full cursor-pointer rounded-control border border-line bg-raised px-3 text-base text-ink shadow-xs',
  'hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 focus-visible:outline-solid',
);

/**
 * Adds one item by hand. Spec §5: the trimmed name is required (the button stays disabled until
 * there is one); §9: quantity "1" and category Other when left out.
 */
export function AddItemForm({ className }: { className?: string }) {
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [category, setCategory] = useState<ShoppingCategory>(defaultCategory);
  const nameRef = useRef<HTMLInputElement>(null);
  // One id per item being typed, kept until the server has it: pressing Add again after a lost
  // answer replays the same add, which the server recognizes instead of adding a second item.
  const clientIdRef = useRef<string | null>(null);
  const ids = useId();
  const outbox = useShoppingOutbox();
  const [add, { loading }] = useMutation(AddShoppingListItemMutation, {
    update(cache, { data }) {
      const result = data?.addShoppingListItem;
      if (result?.__typename === 'AddShoppingListItemSuccess') addItemToCache(cache, result.item);
    },
  });
  const trimmedName = name.trim();
  // Another item than the one whose add may be in doubt: it needs an id of its own.
  const edit = <Value,>(set: (value: Value) => void, value: Value) => {
    clientIdRef.current = null;
    set(value);
  };

  const added = (description: string) => {
    toast({ title: 'Item Added', description });
    clientIdRef.current = null;
    setName('');
    setQuantity('');
    setCategory(defaultCategory);
    // Ready for the next item: shopping lists are typed in a burst.
    nameRef.current?.focus();
  };

  /** No signal: the item goes on the list now and to the server when there is one. */
  const keepForLater = async (clientId: string, fields: { name: string; quantity: string }) => {
    if (!outbox) return false;
    try {
      await outbox.queue({
        kind: 'add',
        clientId,
        item: {
          __typename: 'ShoppingListItem',
          ...fields,
          id: newLocalItemId(),
          category,
          isCompleted: false,
          recipes: [],
        },
      });
    } catch (error) {
      console.error('An item could not be kept on this device', error);
      return false;
    }
    added(`${fields.name} is on your list, and will be saved when you are back online.`);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmedName || loading) return;
    clientIdRef.current ??= crypto.randomUUID();
    const clientId = clientIdRef.current;
    const fields = { name: trimmedName, quantity: quantity.trim() || defaultQuantity };
    if (outbox && mustQueue(outbox)) {
      if (!(await keepForLater(clientId, fields))) addFailed('Could not add the item.');
      return;
    }
    try {
      const { data } = await add({
        variables: {
          input: { ...fields, category, recipeIds: [], isCompleted: false, clientId },
        },
      });
      const result = data?.addShoppingListItem;
      if (result?.__typename !== 'AddShoppingListItemSuccess') {
        return addFailed(failureMessage(result, 'Could not add the item. Please try again.'));
      }
      added(`${result.item.name} is on your list.`);
    } catch (error) {
      // The same clientId goes with it: if this add did reach the server, the replay is a no-op.
      if (isConnectionFailure(error) && (await keepForLater(clientId, fields))) return;
      addFailed('Could not add the item. Check your connection and try again.');
    }
  };

  return (
    <form
      aria-label="Add item"
      onSubmit={(event) => void submit(event)}
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-3 rounded-card border border-line bg-raised p-4 shadow-card sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end',
        className,
      )}
    >
      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
        <Label htmlFor={`${ids}-name`}>Item</Label>
        <Input
          ref={nameRef}
          id={`${ids}-name`}
          value={name}
          onChange={(event) => edit(setName, event.target.value)}
          placeholder="e.g. Lemons"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={200}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-quantity`}>Quantity</Label>
        <Input
          id={`${ids}-quantity`}
          value={quantity}
          onChange={(event) => edit(setQuantity, event.target.value)}
          placeholder={defaultQuantity}
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-category`}>Category</Label>
        <select
          id={`${ids}-category`}
          value={category}
          onChange={(event) => edit(setCategory, event.target.value as ShoppingCategory)}
          className={selectClassName}
        >
          {categoryOrder.map((value) => (
            <option key={value} value={value}>
              {categoryLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        disabled={!trimmedName}
        isLoading={loading}
        className="col-span-2 sm:col-span-1"
      >
        {!loading && <Plus className="size-5" aria-hidden="true" />}
        Add Item
      </Button>
    </form>
  );
}
