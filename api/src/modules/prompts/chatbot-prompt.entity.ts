import { promptTypes } from '@app/schema';
import { defineEntity, p } from '@mikro-orm/core';

/** The assistant's system prompts, edited from the admin dashboard. */
export const ChatbotPromptSchema = defineEntity({
  name: 'ChatbotPrompt',
  tableName: 'chatbot_prompts',
  properties: {
    type: p.enum(promptTypes).primary(),
    prompt: p.text(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class ChatbotPrompt extends ChatbotPromptSchema.class {}
ChatbotPromptSchema.setClass(ChatbotPrompt);
