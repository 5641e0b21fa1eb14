import type { RecipeChange } from './chat-history.ts';

/** One line of a change as the card shows it. */
export interface DiffLine {
  kind: 'removed' | 'added' | 'changed';
  text: string;
}

export interface FieldDiff {
  label: string;
  lines: DiffLine[];
}

const labels: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  ingredients: 'Ingredients',
  instructions: 'Steps',
  tags: 'Tags',
  servings: 'Servings',
  prepTime: 'Prep time',
  cookTime: 'Cook time',
  totalTime: 'Total time',
  difficulty: 'Difficulty',
  nutrition: 'Nutrition per serving',
  imageUrl: 'Picture',
};

const minuteFields = new Set(['prepTime', 'cookTime', 'totalTime']);

/** A change as lines a cook reads: lists by item (what went, what came), values as before → after. */
export function describeChange(change: RecipeChange): FieldDiff {
  const label = labels[change.field] ?? change.field;
  if (Array.isArray(change.before) || Array.isArray(change.after)) {
    return { label, lines: listDiff(asStrings(change.before), asStrings(change.after)) };
  }
  if (change.field === 'nutrition') {
    return { label, lines: nutritionDiff(change.before, change.after) };
  }
  const show = (value: unknown) => formatValue(change.field, value);
  return {
    label,
    lines: [{ kind: 'changed', text: `${show(change.before)} → ${show(change.after)}` }],
  };
}

/** Items only in `before` (removed) and only in `after` (added), each in its list's order. */
export function listDiff(before: readonly string[], after: readonly string[]): DiffLine[] {
  const kept = new Set(after);
  const had = new Set(before);
  return [
    ...before.filter((item) => !kept.has(item)).map((text) => ({ kind: 'removed' as const, text })),
    ...after.filter((item) => !had.has(item)).map((text) => ({ kind: 'added' as const, text })),
  ];
}

function nutritionDiff(before: unknown, after: unknown): DiffLine[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const parts: [string, string][] = [
    ['calories', 'kcal'],
    ['protein', 'g protein'],
    ['carbs', 'g carbs'],
    ['fat', 'g fat'],
  ];
  return parts.flatMap(([key, unit]) => {
    const from = was[key];
    const to = now[key];
    if (typeof to !== 'number' || from === to) return [];
    const start = typeof from === 'number' ? `${Math.round(from)} → ` : '';
    return [{ kind: 'changed' as const, text: `${start}${Math.round(to)} ${unit}` }];
  });
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (minuteFields.has(field) && typeof value === 'number') return `${value} min`;
  return String(value);
}
