import { describe, expect, it } from 'vitest';
import { shoppingListText } from './share-text.ts';

const item = (name: string, category: string, isCompleted = false, quantity = '1') => ({
  name,
  category,
  isCompleted,
  quantity,
});

describe('shoppingListText', () => {
  it('lists the open items under their categories in shop order', () => {
    const text = shoppingListText([
      item('Milk', 'DAIRY', false, '1 l'),
      item('Apples', 'PRODUCE', false, '6'),
      item('Bread', 'BAKERY', true),
      item('Batteries', 'SOMETHING_NEW'),
    ]);
    expect(text).toBe(
      [
        'Shopping List',
        'Produce\n- Apples (6)',
        'Dairy\n- Milk (1 l)',
        'Other\n- Batteries (1)',
      ].join('\n\n'),
    );
  });

  it('leaves out what is already ticked', () => {
    expect(shoppingListText([item('Bread', 'BAKERY', true)])).toBe('Shopping List');
  });
});
