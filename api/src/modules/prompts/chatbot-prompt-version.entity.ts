import { promptTypes } from '@app/schema';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * Every saved text of a prompt, newest with the highest id. The author is kept by id and by
 * e-mail, so the history still names them after their account is gone.
 */
export const ChatbotPromptVersionSchema = defineEntity({
  name: 'ChatbotPromptVersion',
  tableName: 'chatbot_prompt_versions',
  properties: {
    id: p.integer().primary().autoincrement(),
    type: p.enum(promptTypes),
    prompt: p.text(),
    /** Null for the text that was in place before history was kept. */
    savedById: p.uuid().nullable(),
    savedByEmail: p.text().nullable(),
    savedAt: p.datetime(),
  },
  indexes: [{ name: 'chatbot_prompt_versions_type_index', properties: ['type', 'id'] }],
});

export class ChatbotPromptVersion extends ChatbotPromptVersionSchema.class {}
ChatbotPromptVersionSchema.setClass(ChatbotPromptVersion);
