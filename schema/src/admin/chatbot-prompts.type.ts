import { z } from 'zod';
import { builder } from '../builder.ts';
import { type ChatbotPrompts, promptTypes } from './admin.port.ts';

export const PromptTypeEnum = builder.enumType('PromptType', {
  values: Object.fromEntries(
    promptTypes.map((value) => [value.toUpperCase(), { value }]),
  ) as Record<Uppercase<(typeof promptTypes)[number]>, { value: (typeof promptTypes)[number] }>,
});

export const ChatbotPromptsRef = builder.objectRef<ChatbotPrompts>('ChatbotPrompts').implement({
  description: "The assistant's system prompts; changes apply to new conversations.",
  fields: (t) => ({
    mainPrompt: t.exposeString('mainPrompt'),
    shoppingPrompt: t.exposeString('shoppingPrompt'),
    recipePrompt: t.exposeString('recipePrompt'),
  }),
});

/** Long enough for a detailed system prompt, short enough to stay a prompt. */
const maxPromptLength = 20_000;

builder.queryFields((t) => ({
  chatbotPrompts: t.field({
    type: ChatbotPromptsRef,
    description: 'Admins only.',
    authScopes: { admin: true },
    resolve: (_root, _args, { admin }) => admin.prompts(),
  }),
}));

builder.mutationFields((t) => ({
  updateChatbotPrompt: t.field({
    type: ChatbotPromptsRef,
    description:
      'Admins only. Replaces one prompt (recorded as a new version); applies to new conversations.',
    authScopes: { admin: true },
    errors: { dataField: { name: 'prompts' } },
    args: {
      promptType: t.arg({ type: PromptTypeEnum, required: true }),
      prompt: t.arg.string({
        required: true,
        validate: z
          .string()
          .trim()
          .min(1, 'The prompt cannot be empty.')
          .max(maxPromptLength, `A prompt has at most ${maxPromptLength} characters.`),
      }),
    },
    resolve: (_root, { promptType, prompt }, { admin }) => admin.updatePrompt(promptType, prompt),
  }),
}));
