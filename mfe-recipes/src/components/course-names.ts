/**
 * Spec §9's courses as the address spells them (lowercase, `?category=dinner`), with the names the
 * screens show. The recipes screen writes these ids; the detail page's back link reads them.
 */
export const courseNames = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
  desserts: 'Desserts',
  beverages: 'Beverages',
} as const;
export type CourseId = keyof typeof courseNames;

export function isCourseId(value: string): value is CourseId {
  return Object.hasOwn(courseNames, value);
}
