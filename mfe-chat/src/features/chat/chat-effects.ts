import { toast } from '@app/ui';
import type { ChatResponse_ResponseFragment } from '../../__generated__/graphql.ts';
import type { ChatCard } from './chat-history.ts';

/** What a turn, or a tool call of the voice session, did: enough to tell the cook. */
export type ChatEffects = Pick<
  ChatResponse_ResponseFragment,
  'recipeUpdated' | 'recipeCreated' | 'shoppingItemsAdded'
>;

/** Spec §8's chat-driven toasts; one at a time, so a turn that did two things says both. */
export function announceChatEffects(response: ChatEffects): void {
  const said: string[] = [];
  if (response.recipeUpdated) said.push('Recipe Updated!');
  if (response.recipeCreated) said.push('Recipe Added!');
  if (response.shoppingItemsAdded > 0) {
    said.push(`${response.shoppingItemsAdded} item(s) added to your shopping list.`);
  }
  const [title, ...rest] = said;
  if (title) toast({ title, description: rest.length > 0 ? rest.join(' ') : undefined });
}

/** What a turn, or a tool call of the voice session, did: enough to draw its cards. */
export type ChatCardSource = ChatEffects &
  Pick<ChatResponse_ResponseFragment, 'recipeChanges' | 'addedShoppingItems'> & {
    updatedRecipe?: { id: number; name: string } | null;
    createdRecipe?: { id: number; name: string } | null;
  };

/** The cards under an answer: what the turn changed, made or added. */
export function cardsOf(response: ChatCardSource): ChatCard[] {
  const cards: ChatCard[] = [];
  if (response.recipeUpdated && response.updatedRecipe && response.recipeChanges.length > 0) {
    cards.push({
      kind: 'recipe-changed',
      recipeId: response.updatedRecipe.id,
      recipeName: response.updatedRecipe.name,
      changes: response.recipeChanges.map(({ field, before, after }) => ({ field, before, after })),
    });
  }
  if (response.recipeCreated && response.createdRecipe) {
    cards.push({
      kind: 'recipe-created',
      recipeId: response.createdRecipe.id,
      recipeName: response.createdRecipe.name,
    });
  }
  if (response.shoppingItemsAdded > 0) {
    cards.push({
      kind: 'items-added',
      count: response.shoppingItemsAdded,
      items: response.addedShoppingItems.map(({ name, quantity, category }) => ({
        name,
        quantity,
        category,
      })),
    });
  }
  return cards;
}

/**
 * Cards added to an answer that has some already (a voice answer after several tool calls): one
 * card per recipe changed, from its first "before" to its last "after", so Undo goes all the way
 * back (a change already undone makes way for the new one); one card for every item added.
 */
export function mergeCards(existing: readonly ChatCard[], added: readonly ChatCard[]): ChatCard[] {
  const merged = [...existing];
  for (const card of added) {
    const index = merged.findIndex(
      (other) =>
        other.kind === card.kind &&
        (!('recipeId' in other) || !('recipeId' in card) || other.recipeId === card.recipeId),
    );
    const other = merged[index];
    if (!other) {
      merged.push(card);
    } else if (
      other.kind === 'recipe-changed' &&
      card.kind === 'recipe-changed' &&
      !other.isUndone
    ) {
      const changes = other.changes.map((change) => {
        const later = card.changes.find((candidate) => candidate.field === change.field);
        return later ? { ...change, after: later.after } : change;
      });
      for (const change of card.changes) {
        if (!changes.some((candidate) => candidate.field === change.field)) changes.push(change);
      }
      merged[index] = { ...card, changes };
    } else if (other.kind === 'items-added' && card.kind === 'items-added') {
      merged[index] = {
        ...other,
        count: other.count + card.count,
        items: [...other.items, ...card.items],
      };
    } else {
      merged[index] = card;
    }
  }
  return merged;
}
