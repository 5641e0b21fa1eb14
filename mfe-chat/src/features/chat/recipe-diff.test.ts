import { describe, expect, it } from 'vitest';
import { describeChange, listDiff } from './recipe-diff.ts';

describe('the recipe diff of a chat card', () => {
  it('lists what went and what came, in each list order', () => {
    expect(
      listDiff(
        ['2 cups flour', '1 cup sugar', '2 eggs'],
        ['2 cups almond flour', '2 eggs', 'erythritol'],
      ),
    ).toEqual([
      { kind: 'removed', text: '2 cups flour' },
      { kind: 'removed', text: '1 cup sugar' },
      { kind: 'added', text: '2 cups almond flour' },
      { kind: 'added', text: 'erythritol' },
    ]);
  });

  it('shows values as before → after, with minutes and an empty value said as none', () => {
    expect(describeChange({ field: 'prepTime', before: 20, after: 35 })).toEqual({
      label: 'Prep time',
      lines: [{ kind: 'changed', text: '20 min → 35 min' }],
    });
    expect(
      describeChange({ field: 'description', before: null, after: 'Low carb.' }).lines,
    ).toEqual([{ kind: 'changed', text: 'none → Low carb.' }]);
  });

  it('says only the nutrition figures that moved', () => {
    const diff = describeChange({
      field: 'nutrition',
      before: { calories: 520.4, protein: 30, carbs: 60.2, fat: 18 },
      after: { calories: 410, protein: 30, carbs: 9.6, fat: 27 },
    });
    expect(diff.lines.map((line) => line.text)).toEqual([
      '520 → 410 kcal',
      '60 → 10 g carbs',
      '18 → 27 g fat',
    ]);
  });
});
