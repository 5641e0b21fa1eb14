import { describe, expect, it } from 'vitest';
import { type OptimizeSummary, optimizeSummaryParts } from './optimize-summary.ts';

/** As the banner reads on a wide screen: the sentences in order, on one line. */
const optimizeSummaryText = (summary: OptimizeSummary) => optimizeSummaryParts(summary).join(' · ');

const nothing: OptimizeSummary = { merged: [], moved: [], renamed: [] };
const line = (quantity: string, name: string) => ({ quantity, name });

describe('optimizeSummaryParts', () => {
  it('says the list was already tidy when nothing changed', () => {
    expect(optimizeSummaryText(nothing)).toBe('Your list was already tidy');
  });

  it('tells a merge, the moves by aisle and the renames as one line', () => {
    expect(
      optimizeSummaryText({
        merged: [
          { from: [line('2 cups', 'milk'), line('250 ml', 'milk')], into: line('750 ml', 'milk') },
        ],
        moved: [
          { name: 'spinach', to: 'PRODUCE' },
          { name: 'lemons', to: 'PRODUCE' },
          { name: 'basil', to: 'PRODUCE' },
        ],
        renamed: [{}],
      }),
    ).toBe(
      'Merged 2 cups milk + 250 ml milk into 750 ml milk · Moved 3 items to Produce · Renamed 1 item',
    );
  });

  it('names a single moved item, orders aisles as the shop is walked and counts renames', () => {
    expect(
      optimizeSummaryText({
        ...nothing,
        moved: [
          { name: 'flour', to: 'PANTRY' },
          { name: 'spinach', to: 'PRODUCE' },
        ],
        renamed: [{}, {}],
      }),
    ).toBe('Moved spinach to Produce · Moved flour to Pantry · Renamed 2 items');
  });

  it('tells two merges and counts the rest; a merge without amounts reads by name', () => {
    const merge = (name: string) => ({
      from: [line('', name), line('', name)],
      into: line('', name),
    });
    expect(
      optimizeSummaryText({
        ...nothing,
        merged: [merge('salt'), merge('pepper'), merge('eggs'), merge('oil')],
      }),
    ).toBe(
      'Merged salt + salt into salt · Merged pepper + pepper into pepper · Merged 2 more duplicates',
    );
  });

  it('puts an unknown category under Other', () => {
    expect(optimizeSummaryText({ ...nothing, moved: [{ name: 'foil', to: 'HOUSEHOLD' }] })).toBe(
      'Moved foil to Other',
    );
  });
});
