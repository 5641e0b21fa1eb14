import type { CourseId } from '@app/schema';

interface Course {
  id: CourseId;
  name: string;
  description: string;
  keywords: string[];
}

/** The six course tiles and the tag keywords that put a recipe in them (spec §9). */
export const courses: Course[] = [
  {
    id: 'breakfast',
    name: 'Breakfast',
    description: 'Start the day right',
    keywords: ['breakfast', 'brunch', 'morning'],
  },
  {
    id: 'lunch',
    name: 'Lunch',
    description: 'Midday meals',
    keywords: ['lunch', 'midday', 'light meal'],
  },
  {
    id: 'dinner',
    name: 'Dinner',
    description: 'Evening mains',
    keywords: ['dinner', 'main course', 'entree', 'supper'],
  },
  {
    id: 'snacks',
    name: 'Snacks',
    description: 'Small bites',
    keywords: ['snack', 'appetizer', 'finger food', 'quick bite'],
  },
  {
    id: 'desserts',
    name: 'Desserts',
    description: 'Something sweet',
    keywords: ['dessert', 'sweet', 'cake', 'cookie', 'pie', 'ice cream'],
  },
  {
    id: 'beverages',
    name: 'Beverages',
    description: 'Drinks and smoothies',
    keywords: ['drink', 'beverage', 'smoothie', 'juice', 'cocktail'],
  },
];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A tag belongs to a course when it contains one of the keywords as whole words, plurals
 * included: "Desserts" and "chocolate cake" are desserts, "pierogi" is not a pie.
 * The same pattern runs in JavaScript (counts) and in PostgreSQL (filters), where \m and \M
 * are the word boundaries.
 */
export function coursePattern(course: Course, dialect: 'js' | 'postgres'): string {
  const words = course.keywords.map(escapeRegex).join('|');
  return dialect === 'js' ? `\\b(?:${words})(?:s|es)?\\b` : `\\m(${words})(s|es)?\\M`;
}

const jsPatterns = new Map(
  courses.map((course) => [course.id, new RegExp(coursePattern(course, 'js'), 'i')]),
);

export function isInCourse(tagKeys: readonly string[], courseId: CourseId): boolean {
  const pattern = jsPatterns.get(courseId);
  return pattern !== undefined && tagKeys.some((tag) => pattern.test(tag));
}
