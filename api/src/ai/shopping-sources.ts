import type { PlannedItem } from '../modules/shopping/index.ts';

/** "Eggs", "egg" and " EGGS " are one item. */
export function keyOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?<=\w)(es|s)$/, '');
}

type Organized = Omit<PlannedItem, 'recipeIds' | 'sourceIds'>;

/**
 * Which list items each organized item was made of. The organizer (a model, or the local rules)
 * answers names only, so an input goes to the output of the same name, else to the output whose
 * words it contains ("2 red onions, chopped" → "red onions"). Inputs still unplaced are paired in
 * order with outputs made of nothing (a model renaming "scallions" to "spring onions"); an input
 * left over after that is kept as it was (`kept`), so Optimize never loses an item.
 * An organized name that differs from one of its items' names only in letter case takes that
 * item's spelling (the first such item's), so a change of case alone is never a rename.
 */
export function attributeSources(
  inputs: PlannedItem[],
  outputs: Organized[],
): { planned: PlannedItem[]; kept: PlannedItem[] } {
  const planned = outputs.map((output) => ({
    ...output,
    recipeIds: new Set<number>(),
    sourceIds: [] as number[],
    writtenName: undefined as string | undefined,
    key: keyOf(output.name),
    words: wordsOf(output.name),
  }));
  const unplaced: PlannedItem[] = [];
  for (const input of inputs) {
    const key = keyOf(input.name);
    const inputWords = wordsOf(input.name);
    const target =
      planned.find((output) => output.key === key) ??
      planned
        .filter((output) => output.words.length > 0)
        .filter((output) => output.words.every((word) => inputWords.includes(word)))
        .sort((a, b) => b.words.length - a.words.length)[0];
    if (target) assign(target, input);
    else unplaced.push(input);
  }
  const empty = planned.filter((output) => output.sourceIds.length === 0);
  const kept: PlannedItem[] = [];
  for (const input of unplaced) {
    const target = empty.shift();
    if (target) assign(target, input);
    else kept.push(input);
  }
  return {
    planned: planned.map(({ name, writtenName, quantity, category, recipeIds, sourceIds }) => ({
      name: writtenName ?? name,
      quantity,
      category,
      recipeIds: [...recipeIds],
      sourceIds,
    })),
    kept,
  };
}

function assign(
  target: { name: string; writtenName?: string; recipeIds: Set<number>; sourceIds: number[] },
  input: PlannedItem,
): void {
  if (
    target.writtenName === undefined &&
    input.name.toLocaleLowerCase() === target.name.toLocaleLowerCase()
  ) {
    target.writtenName = input.name;
  }
  target.sourceIds.push(...input.sourceIds);
  for (const id of input.recipeIds) target.recipeIds.add(id);
}

function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !/^\d/.test(word))
    .map(keyOf);
}
