import { categoryLabel, categoryOrder } from './categories.ts';

interface ItemLine {
  name: string;
  quantity: string;
}

/** What Optimize did, as the server reports it (`ShoppingListOptimizeSummary`). */
export interface OptimizeSummary {
  merged: readonly { from: readonly ItemLine[]; into: ItemLine }[];
  moved: readonly { name: string; to: string }[];
  renamed: readonly unknown[];
}

/** Merges told one by one; more than this and the rest are counted. */
const mergesToDescribe = 2;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "2 cups milk"; the bare name when there is no amount. */
const lineText = ({ name, quantity }: ItemLine) =>
  quantity.trim() ? `${quantity.trim()} ${name}` : name;

/**
 * One sentence per kind of change, in the order the cook reads the list: "Merged 2 cups milk +
 * 250 ml milk into 750 ml milk", "Moved 3 items to Produce", "Renamed 1 item"; "Your list was
 * already tidy" when Optimize changed nothing.
 */
export function optimizeSummaryParts(summary: OptimizeSummary): string[] {
  const parts = summary.merged
    .slice(0, mergesToDescribe)
    .map((merge) => `Merged ${merge.from.map(lineText).join(' + ')} into ${lineText(merge.into)}`);
  const otherMerges = summary.merged.length - mergesToDescribe;
  if (otherMerges > 0) parts.push(`Merged ${plural(otherMerges, 'more duplicate')}`);

  const movedTo = new Map<string, string[]>();
  for (const move of summary.moved) {
    const to = categoryLabel(move.to);
    movedTo.set(to, [...(movedTo.get(to) ?? []), move.name]);
  }
  const aisles = categoryOrder.map(categoryLabel);
  const byAisle = [...movedTo].sort(([a], [b]) => aisles.indexOf(a) - aisles.indexOf(b));
  for (const [to, names] of byAisle) {
    parts.push(`Moved ${names.length === 1 ? names[0] : plural(names.length, 'item')} to ${to}`);
  }

  if (summary.renamed.length > 0) parts.push(`Renamed ${plural(summary.renamed.length, 'item')}`);
  return parts.length > 0 ? parts : ['Your list was already tidy'];
}
