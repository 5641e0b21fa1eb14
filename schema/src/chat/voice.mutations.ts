import { z } from 'zod';
import { builder } from '../builder.ts';
import { RecipeNotFoundError } from '../recipes/recipe.errors.ts';
import { positiveId, requiredText } from '../shared/limits.ts';
import {
  RealtimeSessionFailedError,
  RealtimeSessionRateLimitedError,
  RealtimeVoiceUnavailableError,
} from './voice.errors.ts';
import { type RealtimeVoice, realtimeVoices } from './voice.port.ts';
import { AssistantToolRunRef, RealtimeSessionRef } from './voice.type.ts';

/** Spec §9: the assistant speaks with 'alloy' unless the client asks for another voice. */
const defaultVoice: RealtimeVoice = 'alloy';
/** A model's arguments for one tool: a recipe's worth of text, with room to spare. */
const argumentsLimit = 100_000;

const CreateRealtimeSessionInput = builder.inputType('CreateRealtimeSessionInput', {
  fields: (t) => ({
    voice: t.string({
      description: `One of ${realtimeVoices.join(', ')}; default ${defaultVoice}.`,
      validate: z
        .enum(realtimeVoices, `The voice must be one of ${realtimeVoices.join(', ')}.`)
        .nullish(),
    }),
    recipeId: t.int({
      description: 'The recipe the cook has open; the assistant is told about it.',
      validate: positiveId.nullish(),
    }),
  }),
});

const RunAssistantToolInput = builder.inputType('RunAssistantToolInput', {
  description: 'A function call the realtime model made, as it arrived on the data channel.',
  fields: (t) => ({
    callId: t.string({ required: true, validate: requiredText(200, 'The call id') }),
    name: t.string({ required: true, validate: requiredText(100, 'The tool name') }),
    arguments: t.string({
      required: true,
      description: 'The JSON arguments as the model sent them.',
      validate: z.string().max(argumentsLimit),
    }),
    conversationId: t.id({
      description:
        'The chat conversation the voice session speaks into (a UUID), for the usage log; a call without one is logged under a conversation of its own.',
      validate: z.uuid('The conversation id must be a UUID.').nullish(),
    }),
  }),
});

builder.mutationFields((t) => ({
  createRealtimeSession: t.field({
    type: RealtimeSessionRef,
    description:
      "Mints a short-lived client secret for a realtime voice session with the assistant (spec §7 POST /api/realtime/session). The instructions are the server's: the main prompt and the open recipe.",
    authScopes: { signedIn: true },
    errors: {
      types: [
        RealtimeVoiceUnavailableError,
        RealtimeSessionRateLimitedError,
        RealtimeSessionFailedError,
        RecipeNotFoundError,
      ],
      dataField: { name: 'session' },
    },
    args: { input: t.arg({ type: CreateRealtimeSessionInput }) },
    resolve: (_root, { input }, { voice }) =>
      voice.startSession({
        voice: (input?.voice as RealtimeVoice | null | undefined) ?? defaultVoice,
        recipeId: input?.recipeId ?? null,
      }),
  }),
  runAssistantTool: t.field({
    type: AssistantToolRunRef,
    description:
      "Runs one tool call of the cook's voice session through the assistant's tools, with the same authorization and events as a text chat turn. A refusal (a recipe that is not the cook's, arguments that do not fit) is the output's `error`, for the model to tell the cook.",
    authScopes: { signedIn: true },
    errors: { types: [], dataField: { name: 'run' } },
    args: { input: t.arg({ type: RunAssistantToolInput, required: true }) },
    resolve: (_root, { input }, { voice }) =>
      voice.runTool({
        callId: input.callId,
        name: input.name,
        arguments: input.arguments,
        conversationId: input.conversationId ? String(input.conversationId).toLowerCase() : null,
      }),
  }),
}));
