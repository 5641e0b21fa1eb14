import { describe, expect, it } from 'vitest';
import { categoryLabel, groupByCategory } from './categories.ts';

const item = (id: number, category: string, isCompleted = false) => ({ id, category, isCompleted });

describe('groupByCategory', () => {
  it('orders the groups as a shop is walked and skips empty ones', () => {
    const groups = groupByCategory([
      item(1, 'OTHER'),
      item(2, 'PANTRY'),
      item(3, 'PRODUCE'),
      item(4, 'FROZEN'),
      item(5, 'DAIRY'),
      item(6, 'MEAT'),
      item(7, 'BAKERY'),
    ]);
    expect(groups.map((group) => group.label)).toEqual([
      'Produce',
      'Bakery',
      'Meat',
      'Dairy',
      'Frozen',
      'Pantry',
      'Other',
    ]);
    expect(groupByCategory([item(1, 'DAIRY')]).map((group) => group.label)).toEqual(['Dairy']);
  });

  it('shows an unknown category under Other', () => {
    const [group] = groupByCategory([item(1, 'SPICES'), item(2, 'OTHER')]);
    expect(group?.label).toBe('Other');
    expect(group?.items.map((member) => member.id)).toEqual([1, 2]);
    expect(categoryLabel('SPICES')).toBe('Other');
  });

  it('sinks ticked items below the open ones, keeping the order they were added in', () => {
    const [group] = groupByCategory([
      item(1, 'PRODUCE', true),
      item(2, 'PRODUCE'),
      item(3, 'PRODUCE', true),
      item(4, 'PRODUCE'),
    ]);
    expect(group?.items.map((member) => member.id)).toEqual([2, 4, 1, 3]);
  });
});
