import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

export const chatTurnStatuses = ['running', 'completed', 'failed', 'cancelled'] as const;
export type ChatTurnStatus = (typeof chatTurnStatuses)[number];

/**
 * One turn of the assistant: the usage log the admin dashboard reads, and the lock that keeps
 * a cook to one running turn across every api replica (a unique index over running turns).
 * Message text is kept only when CHAT_LOG_CONTENT is on.
 */
export const ChatTurnSchema = defineEntity({
  name: 'ChatTurn',
  tableName: 'chat_turns',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).mapToPk().deleteRule('cascade'),
    conversationId: p.uuid(),
    /** GENERAL, RECIPE (a recipe was open) or VOICE (one tool call of a voice session). */
    feature: p.text(),
    provider: p.text(),
    model: p.text(),
    status: p.text().$type<ChatTurnStatus>(),
    /** Tool names in call order, with repeats. */
    tools: p.json<string[]>(),
    inputTokens: p.integer().nullable(),
    outputTokens: p.integer().nullable(),
    latencyMs: p.integer().nullable(),
    /** For a failed turn: what went wrong, for operators (never a secret). */
    error: p.text().nullable(),
    userMessage: p.text().nullable(),
    response: p.text().nullable(),
    startedAt: p.datetime().defaultRaw('now()'),
    finishedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'chat_turns_started_id_index', properties: ['startedAt', 'id'] }],
  uniques: [
    {
      name: 'chat_turns_one_running_per_user',
      expression: `create unique index "chat_turns_one_running_per_user" on "chat_turns" ("user_id") where "status" = 'running'`,
    },
  ],
});

export class ChatTurn extends ChatTurnSchema.class {}
ChatTurnSchema.setClass(ChatTurn);
