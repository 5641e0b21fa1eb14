import type { ChatToolName } from '../../../modules/chat/chat-tools.ts';
import type { Turn } from './turn.ts';

/** What the offline assistant can do, in one line; repeated in the notices and the greeting. */
export const offlineSkills =
  'find recipes in your collection ("a 30-minute dinner with chicken"), make the open recipe keto, vegetarian, vegan, gluten-free or dairy-free, scale it, walk you through its steps and timers, convert units, save a recipe you paste, and add to your shopping list.';

// The notice names the key once per conversation; after that a short reminder is enough.
const noticeMarker = 'OPENAI_API_KEY';

export function offlineNotice(turn: Turn): string {
  const hasNoticeAlready = turn.history.some(
    (message) => message.role === 'assistant' && message.content.includes(noticeMarker),
  );
  if (hasNoticeAlready) return 'That one needs the AI key too, sorry.';
  return `I can't answer that offline: open questions need an AI key (${noticeMarker}). Offline I can ${offlineSkills}`;
}

export function greeting(): string {
  return `Hi! I can ${offlineSkills} What are we cooking?`;
}

export function thanks(): string {
  return "You're welcome. Happy cooking!";
}

export function farewell(): string {
  return 'Bye for now, and enjoy your meal!';
}

export function capabilities(): string {
  return `I can ${offlineSkills}`;
}

export function misunderstood(): string {
  return "Sorry, I couldn't finish that. Could you say it another way?";
}

export function needsOpenRecipe(example: string): string {
  return `Open a recipe first, then ask me again (for example "${example}").`;
}

const actions: Record<ChatToolName, string> = {
  search_recipes: 'search your recipes',
  update_recipe: 'update the recipe',
  create_recipe: 'save the recipe',
  add_shopping_items: 'add that to your shopping list',
  scale_servings: 'scale the recipe',
  convert_units: 'convert that',
};

/** A tool's error in plain words: what failed, and the service's reason. */
export function toolFailed(name: ChatToolName, error: string): string {
  const reason = error.trim().replace(/[.!]*$/, '');
  return `Sorry, I couldn't ${actions[name]}: ${reason}.`;
}

export function toolUnavailable(name: ChatToolName): string {
  return `Sorry, I can't ${actions[name]} from here.`;
}

/** "1 item", "3 items". */
export function count(amount: number, noun: string, plural = `${noun}s`): string {
  return `${amount} ${amount === 1 ? noun : plural}`;
}

/** "a, b and c". */
export function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
