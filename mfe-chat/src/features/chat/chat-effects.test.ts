import { describe, expect, it } from 'vitest';
import { mergeCards } from './chat-effects.ts';
import type { ChatCard } from './chat-history.ts';

const changed = (changes: { field: string; before: unknown; after: unknown }[]): ChatCard => ({
  kind: 'recipe-changed',
  recipeId: 1,
  recipeName: 'Pancakes',
  changes,
});

describe('cards added to an answer that has some', () => {
  it('keeps one card per recipe, from the first before to the last after', () => {
    const merged = mergeCards(
      [changed([{ field: 'servings', before: 4, after: 6 }])],
      [
        changed([
          { field: 'servings', before: 6, after: 8 },
          { field: 'prepTime', before: 15, after: 20 },
        ]),
      ],
    );
    expect(merged).toEqual([
      changed([
        { field: 'servings', before: 4, after: 8 },
        { field: 'prepTime', before: 15, after: 20 },
      ]),
    ]);
  });

  it('lets a change already undone make way for the new one', () => {
    const undone = { ...changed([{ field: 'servings', before: 4, after: 6 }]), isUndone: true };
    const next = changed([{ field: 'servings', before: 4, after: 2 }]);
    expect(mergeCards([undone], [next])).toEqual([next]);
  });

  it('adds up the items added, and keeps cards of other kinds apart', () => {
    const milk = { name: 'milk', quantity: '1', category: 'Dairy' };
    const eggs = { name: 'eggs', quantity: '6', category: 'Dairy' };
    const created: ChatCard = { kind: 'recipe-created', recipeId: 2, recipeName: 'Crepes' };
    expect(
      mergeCards(
        [{ kind: 'items-added', count: 1, items: [milk] }],
        [created, { kind: 'items-added', count: 1, items: [eggs] }],
      ),
    ).toEqual([{ kind: 'items-added', count: 2, items: [milk, eggs] }, created]);
  });
});
