import { computeNutrition } from './nutrition/compute-nutrition.ts';
import { readShoppingLine } from './shopping-line.ts';

/**
 * Reads the kitchen's tables (foods and their portions, food names in every language, units,
 * shelves) before the first request needs them. They load lazily, and the first recipe saved
 * would otherwise hold a replica's event loop for about half a second, every request on it
 * waiting; at start-up the time is spent while the replica is not serving yet.
 */
export function warmUpKitchenTables(): void {
  computeNutrition(['200 g red lentils', '2 Eier', "1 cuillère à soupe d'huile d'olive"], 4);
  readShoppingLine('2 carrots', 'en');
}
