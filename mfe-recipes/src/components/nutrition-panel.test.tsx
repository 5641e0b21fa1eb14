import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatGrams, lineNote, NutritionPanel } from './nutrition-panel.tsx';

const nutrition = { protein: 31.4, fat: 9.64, carbs: 0.2, calories: 221.6 };
const lines = [
  { line: '2 chicken thighs', status: 'MATCHED' as const, food: 'Chicken, thigh', grams: 240.4 },
  { line: 'Salt to taste', status: 'TO_TASTE' as const, food: null, grams: null },
  { line: 'Some herbs', status: 'NO_QUANTITY' as const, food: 'Parsley', grams: null },
  { line: '1 splash of joy', status: 'UNMATCHED' as const, food: null, grams: null },
  { line: '2 pinches saffron', status: 'UNMATCHED' as const, food: 'Saffron', grams: null },
];

describe('formatGrams', () => {
  it('keeps one decimal under 10 g and whole grams above', () => {
    expect(formatGrams(9.64)).toBe('9.6 g');
    expect(formatGrams(0.04)).toBe('0 g');
    expect(formatGrams(31.4)).toBe('31 g');
  });
});

describe('lineNote', () => {
  it('says how each ingredient line counted', () => {
    expect(lines.map(lineNote)).toEqual([
      'Chicken, thigh · 240 g',
      'To taste, not counted',
      'No amount given, not counted',
      'Not found in the food data, not counted',
      'Saffron: this amount could not be weighed, not counted',
    ]);
  });
});

describe('NutritionPanel', () => {
  it('shows protein, fat, carbs and calories per serving', () => {
    render(<NutritionPanel nutrition={nutrition} servings={4} />);
    const panel = screen.getByRole('region', { name: 'Nutrition per serving' });
    expect(within(panel).getByText('222')).toBeInTheDocument();
    expect(within(panel).getByText('31 g')).toBeInTheDocument();
    expect(within(panel).getByText('9.6 g')).toBeInTheDocument();
    expect(within(panel).getByText('0.2 g')).toBeInTheDocument();
    expect(within(panel).queryByText('How this was calculated')).toBeNull();
  });

  it('says so when a recipe has no nutrition', () => {
    render(<NutritionPanel nutrition={null} servings={4} />);
    expect(screen.getByText(/Not calculated for this recipe/)).toBeInTheDocument();
    expect(screen.queryByText('How this was calculated')).toBeNull();
  });

  it('says what the figures rest on and which lines were not counted', () => {
    render(<NutritionPanel nutrition={nutrition} lines={lines} servings={4} />);
    expect(
      screen.getByText(
        'From 1 of 4 ingredients; not counted: Some herbs, 1 splash of joy, 2 pinches saffron',
      ),
    ).toBeVisible();
  });

  it('shows no figure when too few ingredients were understood, and says which', () => {
    render(<NutritionPanel nutrition={null} lines={lines} servings={4} />);
    expect(
      screen.getByText(
        'Not shown: only 1 of 4 ingredients could be counted, too few for a figure you could trust.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/not counted: Some herbs/)).toBeVisible();
    expect(screen.queryByText(/Not calculated/)).toBeNull();
  });

  it('explains the calculation on request', async () => {
    render(<NutritionPanel nutrition={nutrition} lines={lines} servings={4} />);
    await userEvent.click(screen.getByText('How this was calculated'));
    expect(
      screen.getByText(
        'Estimated from USDA food data: 1 of 4 ingredients counted (and 1 to taste), divided by 4 servings.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Chicken, thigh · 240 g')).toBeVisible();
  });
});
