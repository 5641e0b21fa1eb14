import type { ChatbotPrompts } from '@app/schema';
import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

/**
 * The admin's prompts as they were when a conversation began: a prompt saved later applies to
 * new conversations, not to one the cook is in the middle of.
 */
export const ChatConversationSchema = defineEntity({
  name: 'ChatConversation',
  tableName: 'chat_conversations',
  properties: {
    /** `<user id>/<conversation id>`: the client makes conversation ids, so they are per user. */
    key: p.text().primary(),
    user: () => p.manyToOne(User).mapToPk().deleteRule('cascade'),
    prompts: p.json<ChatbotPrompts>(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class ChatConversation extends ChatConversationSchema.class {}
ChatConversationSchema.setClass(ChatConversation);
