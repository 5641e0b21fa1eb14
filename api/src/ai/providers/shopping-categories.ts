import type { ShoppingCategory } from '@app/schema';
import { shoppingCategories } from '@app/schema';
import { keywords } from './shopping-category-keywords.ts';

/*
 * Keyword table for the offline organizer. Matching looks at whole words (plural "s"/"es"
 * allowed) and prefers the keyword that ends last, because in English the last noun names the
 * thing ("chicken broth" is broth, "bell pepper" is pepper); on a tie the longer phrase wins
 * ("peanut butter" over "butter"). A few modifiers decide on their own ("frozen peas", "canned
 * tomatoes").
 */

/** Modifiers that decide the category whatever the noun is. */
const overrides: [RegExp, ShoppingCategory][] = [
  [/\bfrozen\b/, 'Frozen'],
  [/\b(canned|tinned|can of|tin of|jar of|dried)\b/, 'Pantry'],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const rules = Object.entries(keywords).flatMap(([category, words]) =>
  words.map((word) => ({
    category: category as ShoppingCategory,
    length: word.length,
    pattern: new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?:e?s)?(?![\\p{L}])`, 'gu'),
  })),
);

/** The category for an item: keyword table first, then the list's own category if valid. */
export function categorize(name: string, given: string): ShoppingCategory {
  const text = name.toLowerCase();
  for (const [pattern, category] of overrides) if (pattern.test(text)) return category;

  let best: { end: number; length: number; category: ShoppingCategory } | null = null;
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      const end = match.index + match[0].length;
      if (!best || end > best.end || (end === best.end && rule.length > best.length)) {
        best = { end, length: rule.length, category: rule.category };
      }
    }
  }
  if (best) return best.category;
  const known = shoppingCategories.find((c) => c.toLowerCase() === given.trim().toLowerCase());
  return known ?? 'Other';
}
