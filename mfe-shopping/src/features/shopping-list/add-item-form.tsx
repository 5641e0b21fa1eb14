import { useMutation } from '@apollo/client/react';
import { Button, cn, Input, Label, toast } from '@app/ui';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import type { ShoppingCategory } from '../../__generated__/graphql.ts';
import { failureMessage } from '../../components/failure-message.ts';
import { categoryLabel, categoryOrder, defaultCategory, defaultQuantity } from './categories.ts';
import { addItemToCache } from './shopping-list-cache.ts';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmedName || loading) return;
    clientIdRef.current ??= crypto.randomUUID();
    try {
      const { data } = await add({
        variables: {
          input: {
            name: trimmedName,
            quantity: quantity.trim() || defaultQuantity,
            category,
            recipeIds: [],
            isCompleted: false,
            clientId: clientIdRef.current,
          },
        },
      });
      const result = data?.addShoppingListItem;
      if (result?.__typename !== 'AddShoppingListItemSuccess') {
        return addFailed(failureMessage(result, 'Could not add the item. Please try again.'));
      }
      toast({ title: 'Item Added', description: `${result.item.name} is on your list.` });
      clientIdRef.current = null;
      setName('');
      setQuantity('');
      setCategory(defaultCategory);
      // Ready for the next item: shopping lists are typed in a burst.
      nameRef.current?.focus();
    } catch {
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
