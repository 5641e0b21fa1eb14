import { z } from 'zod';
import { builder } from '../builder.ts';
import { RecipeNotFoundError } from '../recipes/recipe.errors.ts';
import { positiveId, requiredText } from '../shared/limits.ts';
import {
  ChatFailedError,
  ChatTurnInProgressError,
  ChatTurnRateLimitedError,
} from './chat.errors.ts';
import type { ChatTurnInput } from './chat.port.ts';
import { ChatResponseRef, ChatRoleEnum } from './chat.type.ts';

/** A pasted recipe must fit in one message; a whole cookbook need not. */
const messageLimit = 20_000;
/** Spec §9 sends the last 10; a little slack for clients that count differently. */
const historyLimit = 20;

const ChatHistoryMessageInput = builder.inputType('ChatHistoryMessageInput', {
  fields: (t) => ({
    role: t.field({ type: ChatRoleEnum, required: true }),
    content: t.string({ required: true, validate: z.string().max(messageLimit) }),
  }),
});

const ChatMessageInput = builder.inputType('ChatMessageInput', {
  description: 'A message to the assistant, with the conversation so far.',
  fields: (t) => ({
    conversationId: t.id({
      required: true,
      description: 'Made by the client per conversation (a UUID); new after Reset chat.',
      validate: z.uuid('The conversation id must be a UUID.'),
    }),
    message: t.string({ required: true, validate: requiredText(messageLimit, 'Message') }),
    recipeId: t.int({
      description: 'The recipe the cook has open (recipe chat).',
      validate: positiveId.nullish(),
    }),
    history: t.field({
      type: [ChatHistoryMessageInput],
      description: 'Earlier messages, oldest first; the last 10 are used.',
      validate: z.array(z.unknown()).max(historyLimit).nullish(),
    }),
  }),
});

const ChatTurnStartedRef = builder
  .objectRef<{ turnId: string }>('ChatTurnStarted')
  .implement({ fields: (t) => ({ turnId: t.exposeID('turnId') }) });

function toTurnInput(input: {
  conversationId: string | number;
  message: string;
  recipeId?: number | null;
  history?: { role: 'user' | 'assistant'; content: string }[] | null;
}): ChatTurnInput {
  return {
    conversationId: String(input.conversationId).toLowerCase(),
    message: input.message.trim(),
    recipeId: input.recipeId ?? null,
    history: input.history ?? [],
  };
}

builder.mutationFields((t) => ({
  sendChatMessage: t.field({
    type: ChatResponseRef,
    description:
      'Asks the assistant and waits for the whole answer (REST clients). To stream it, use startChatTurn with chatTurnEvents.',
    authScopes: { signedIn: true },
    errors: {
      types: [
        ChatTurnInProgressError,
        ChatTurnRateLimitedError,
        RecipeNotFoundError,
        ChatFailedError,
      ],
      dataField: { name: 'response' },
    },
    args: { input: t.arg({ type: ChatMessageInput, required: true }) },
    resolve: (_root, { input }, { chat }) => chat.reply(toTurnInput(input)),
  }),
  startChatTurn: t.field({
    type: ChatTurnStartedRef,
    description:
      'Starts a turn that streams on chatTurnEvents(turnId): subscribe first, wait for READY, then start it. One turn at a time per cook.',
    authScopes: { signedIn: true },
    errors: {
      types: [ChatTurnInProgressError, ChatTurnRateLimitedError, RecipeNotFoundError],
      dataField: { name: 'turn' },
    },
    args: {
      turnId: t.arg.id({ required: true, validate: z.uuid('The turn id must be a UUID.') }),
      input: t.arg({ type: ChatMessageInput, required: true }),
    },
    resolve: async (_root, { turnId, input }, { chat }) => {
      const id = String(turnId).toLowerCase();
      await chat.start(id, toTurnInput(input));
      return { turnId: id };
    },
  }),
  cancelChatTurn: t.boolean({
    description: 'Stops a running turn; nothing it changed stays. False when it was not running.',
    authScopes: { signedIn: true },
    args: {
      turnId: t.arg.id({ required: true, validate: z.uuid('The turn id must be a UUID.') }),
    },
    resolve: (_root, { turnId }, { chat }) => chat.cancel(String(turnId).toLowerCase()),
  }),
}));
