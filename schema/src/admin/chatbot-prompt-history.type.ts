import { builder } from '../builder.ts';
import { ChatbotPromptVersionNotFoundError } from './admin.errors.ts';
import type { ChatbotPromptVersion } from './admin.port.ts';
import { ChatbotPromptsRef, PromptTypeEnum } from './chatbot-prompts.type.ts';

const ChatbotPromptVersionRef = builder
  .objectRef<ChatbotPromptVersion>('ChatbotPromptVersion')
  .implement({
    description: 'One saved text of a prompt: who saved it and when.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Pass it to restoreChatbotPrompt.' }),
      promptType: t.expose('promptType', { type: PromptTypeEnum }),
      prompt: t.exposeString('prompt'),
      savedAt: t.expose('savedAt', { type: 'DateTime' }),
      savedByUserId: t.exposeID('savedByUserId', {
        nullable: true,
        description: 'Null for the text in place before history was kept.',
      }),
      savedByEmail: t.exposeString('savedByEmail', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  chatbotPromptHistory: t.field({
    type: [ChatbotPromptVersionRef],
    description:
      'Admins only. Every saved text of one prompt, newest (the current one) first. Empty until the prompt is first saved; the text in place before then is recorded as the oldest version.',
    authScopes: { admin: true },
    args: { promptType: t.arg({ type: PromptTypeEnum, required: true }) },
    resolve: (_root, { promptType }, { admin }) => admin.promptHistory(promptType),
  }),
}));

builder.mutationFields((t) => ({
  restoreChatbotPrompt: t.field({
    type: ChatbotPromptsRef,
    description:
      'Admins only. Saves the text of an earlier version as the current prompt (recorded as a new version); applies to new conversations.',
    authScopes: { admin: true },
    errors: { types: [ChatbotPromptVersionNotFoundError], dataField: { name: 'prompts' } },
    args: { versionId: t.arg.id({ required: true }) },
    resolve: (_root, { versionId }, { admin }) => admin.restorePrompt(String(versionId)),
  }),
  resetChatbotPrompt: t.field({
    type: ChatbotPromptsRef,
    description:
      'Admins only. Saves the default text as the current prompt (recorded as a new version); applies to new conversations.',
    authScopes: { admin: true },
    errors: { dataField: { name: 'prompts' } },
    args: { promptType: t.arg({ type: PromptTypeEnum, required: true }) },
    resolve: (_root, { promptType }, { admin }) => admin.resetPrompt(promptType),
  }),
}));
