import type { ChatToolArguments } from '../../../modules/chat/chat-tools.ts';
import { parseIngredientLine } from '../../food/ingredient-line.ts';
import { formatAmount } from './amounts.ts';
import { count, needsOpenRecipe, toolFailed } from './replies.ts';
import { callTool, type Reply, roundsOf, say, type Turn } from './turn.ts';

type ShoppingItem = NonNullable<ChatToolArguments<'add_shopping_items'>['items']>[number];

export type ShoppingRequest = { kind: 'recipe' } | { kind: 'items'; items: ShoppingItem[] };

const listWords =
  /\b(shopping|grocery|groceries)(?: list)?\b|\b(?:to|on|onto|in|into) (?:my|the|our) list\b|\beinkaufsliste\b|\bliste de courses\b|\blista de (?:la )?compra\b|\blista della spesa\b/iu;
const addWords =
  /\b(add|put|include|append|stick|throw|save|need|buy|get|pick up|füge|ajoute|añade|aggiungi)\b/iu;
// "to my list", "to the shopping list", and the Home tip's own "to shopping list".
const listSuffix =
  /\s*\b(?:to|on|onto|in|into|for)\s+(?:(?:my|the|our)\s+(?:(?:shopping|grocery)\s+)?list|(?:shopping|grocery)\s+list)\b.*$|\s*\b(?:to|on)\s+(?:my|the)\s+groceries\b.*$/i;
const recipeWords =
  /^(?:all\s+)?(?:the\s+|its\s+|this\s+recipe'?s?\s+|these\s+|those\s+)?(?:ingredients|everything|all|it|them|this(?: recipe)?|the recipe|what i need|all of (?:it|them)|these|those)(?:\s+(?:from|for|of|in)\s+(?:this|the|my)\s+recipe)?$/i;

function itemOf(text: string): ShoppingItem | null {
  const cleaned = text
    .replace(/^(?:some|a few|a little|a couple of|more|also|and|plus)\s+/i, '')
    .replace(/[.!?]+$/, '')
    .trim();
  if (cleaned === '') return null;
  const dozen = /^(?:a |one )?dozen\s+(.+)$/i.exec(cleaned);
  if (dozen?.[1]) return { name: dozen[1].trim(), quantity: '12' };
  const parsed = parseIngredientLine(cleaned);
  const name = parsed.food || cleaned.toLowerCase();
  if (parsed.quantity === null) return { name };
  let quantity = formatAmount(parsed.quantity, parsed.unit);
  if (parsed.quantityMax !== null) quantity += `-${formatAmount(parsed.quantityMax, parsed.unit)}`;
  if (parsed.unit) quantity += ` ${parsed.unit}`;
  return { name, quantity };
}

/** "Add the ingredients to my list" or "add milk, 2 lemons and eggs to my shopping list". */
export function readShoppingRequest(text: string): ShoppingRequest | null {
  if (!listWords.test(text) || !addWords.test(text)) return null;
  const verb = addWords.exec(text);
  const afterVerb = verb ? text.slice(verb.index + verb[0].length) : text;
  const named = afterVerb
    .replace(listSuffix, '')
    .replace(/\b(?:please|pls|for me|thanks?)\b/gi, '')
    .trim();
  if (named === '' || recipeWords.test(named)) return { kind: 'recipe' };
  const items = named
    .split(/\s*(?:,|;|&|\band\b|\bplus\b|\bund\b|\bet\b|\by\b)\s*/i)
    .map(itemOf)
    .filter((item): item is ShoppingItem => item !== null);
  return items.length > 0 ? { kind: 'items', items } : { kind: 'recipe' };
}

export function answerShopping(turn: Turn, request: ShoppingRequest): Reply {
  const last = roundsOf(turn, 'add_shopping_items').at(-1);
  if (last) {
    if (last.error !== null) return say(toolFailed('add_shopping_items', last.error));
    const items = (last.result as { items?: unknown[] } | null)?.items;
    const added = Array.isArray(items) ? items.length : 0;
    if (added === 0) return say('Everything was already on your shopping list.');
    return say(`Added ${count(added, 'item')} to your shopping list.`);
  }
  if (request.kind === 'items') return callTool('add_shopping_items', { items: request.items });
  if (!turn.recipe) {
    return say(
      `${needsOpenRecipe('add the ingredients to my shopping list')} Or tell me what to add, like "add milk and 2 lemons to my list".`,
    );
  }
  return callTool('add_shopping_items', { recipeId: turn.recipe.id });
}
