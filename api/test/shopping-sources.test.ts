import { describe, expect, it } from 'vitest';
import { attributeSources } from '../src/ai/shopping-sources.ts';

const item = (id: number, name: string, recipeIds: number[] = []) => ({
  name,
  quantity: '1',
  category: 'Other' as const,
  recipeIds,
  sourceIds: [id],
});
const output = (name: string) => ({ name, quantity: '1', category: 'Produce' as const });

describe('which list items an organized item was made of', () => {
  it('follows names, plurals and extra words, with their recipes', () => {
    const { planned, kept } = attributeSources(
      [item(1, 'Eggs', [7]), item(2, '2 red onions, finely chopped'), item(3, 'egg', [8])],
      [output('eggs'), output('red onions')],
    );
    expect(planned.map(({ name, sourceIds, recipeIds }) => [name, sourceIds, recipeIds])).toEqual([
      ['Eggs', [1, 3], [7, 8]],
      ['red onions', [2], []],
    ]);
    expect(kept).toEqual([]);
  });

  it("keeps the cook's spelling when the organizer changed only the case, the first one of a merge", () => {
    const { planned } = attributeSources(
      [item(1, 'Apples'), item(2, 'whole milk'), item(3, 'Milk'), item(4, 'MILK'), item(5, 'Leek')],
      [output('apples'), output('milk'), output('leeks')],
    );
    expect(planned.map(({ name, sourceIds }) => [name, sourceIds])).toEqual([
      ['Apples', [1]],
      ['Milk', [2, 3, 4]],
      ['leeks', [5]],
    ]);
  });

  it('pairs a renamed item with an answer made of nothing, and keeps what is left over', () => {
    const { planned, kept } = attributeSources(
      [item(1, 'scallions'), item(2, 'cilantro'), item(3, 'milk')],
      [output('spring onions'), output('milk')],
    );
    expect(planned.map(({ name, sourceIds }) => [name, sourceIds])).toEqual([
      ['spring onions', [1]],
      ['milk', [3]],
    ]);
    expect(kept.map(({ sourceIds }) => sourceIds)).toEqual([[2]]);
  });
});
