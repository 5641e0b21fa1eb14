import type { ChatbotPrompts, PromptType } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { ChatbotPrompt } from './chatbot-prompt.entity.ts';
import { defaultPrompts } from './default-prompts.ts';

/** The assistant's prompts as stored, falling back to the defaults for one never saved. */
export async function readPrompts(em: EntityManager): Promise<ChatbotPrompts> {
  const stored = new Map((await em.find(ChatbotPrompt, {})).map((row) => [row.type, row.prompt]));
  const prompt = (type: PromptType) => stored.get(type) ?? defaultPrompts[type];
  return {
    mainPrompt: prompt('main'),
    shoppingPrompt: prompt('shopping'),
    recipePrompt: prompt('recipe'),
  };
}
