import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { toast } from '@app/ui';
import type { PromptType } from '../../__generated__/graphql.ts';
import {
  ChatbotPromptsQuery,
  ResetChatbotPromptMutation,
  RestoreChatbotPromptMutation,
  UpdateChatbotPromptMutation,
} from './prompt-operations.ts';

interface Prompts {
  mainPrompt: string;
  shoppingPrompt: string;
  recipePrompt: string;
}

type Answer = { __typename: string; prompts?: Prompts } | undefined;

/**
 * Every answer carries all three prompts, written over the cached ones (ChatbotPrompts has no
 * id, so Apollo would not do it by itself). Every change is recorded as a version: the cached
 * histories are dropped, so an open one asks again and a closed one will when it opens.
 */
function writePrompts(cache: ApolloCache, answer: Answer) {
  if (!answer?.prompts) return;
  cache.writeQuery({ query: ChatbotPromptsQuery, data: { chatbotPrompts: answer.prompts } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'chatbotPromptHistory' });
  cache.gc();
}

function announce(answer: Answer): boolean {
  if (answer?.prompts) {
    toast({ title: 'Prompt Updated!', description: 'New conversations will use it.' });
    return true;
  }
  toast({
    title: 'Update Failed',
    description: 'Failed to update the chatbot prompt.',
    variant: 'destructive',
  });
  return false;
}

/** Save, restore and reset of a prompt; each says how it went and answers whether it did. */
export function usePromptChanges() {
  const [update] = useMutation(UpdateChatbotPromptMutation);
  const [restoreVersion] = useMutation(RestoreChatbotPromptMutation);
  const [resetPrompt] = useMutation(ResetChatbotPromptMutation);

  return {
    save: async (promptType: PromptType, prompt: string) => {
      const result = await update({
        variables: { promptType, prompt },
        update: (cache, { data }) => writePrompts(cache, data?.updateChatbotPrompt),
      }).catch(() => null);
      return announce(result?.data?.updateChatbotPrompt);
    },
    restore: async (versionId: string) => {
      const result = await restoreVersion({
        variables: { versionId },
        update: (cache, { data }) => writePrompts(cache, data?.restoreChatbotPrompt),
      }).catch(() => null);
      return announce(result?.data?.restoreChatbotPrompt);
    },
    reset: async (promptType: PromptType) => {
      const result = await resetPrompt({
        variables: { promptType },
        update: (cache, { data }) => writePrompts(cache, data?.resetChatbotPrompt),
      }).catch(() => null);
      return announce(result?.data?.resetChatbotPrompt);
    },
  };
}
