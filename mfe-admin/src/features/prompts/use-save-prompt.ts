import { useMutation } from '@apollo/client/react';
import { toast } from '@app/ui';
import type { PromptType } from '../../__generated__/graphql.ts';
import { ChatbotPromptsQuery, UpdateChatbotPromptMutation } from './prompt-operations.ts';

/**
 * Saves one prompt; answers whether it was saved. The answer carries all three prompts, written
 * over the cached ones (ChatbotPrompts has no id, so Apollo would not do it by itself).
 */
export function useSavePrompt() {
  const [update] = useMutation(UpdateChatbotPromptMutation);
  return async (promptType: PromptType, prompt: string): Promise<boolean> => {
    const result = await update({
      variables: { promptType, prompt },
      update(cache, { data }) {
        const answer = data?.updateChatbotPrompt;
        if (answer?.__typename !== 'UpdateChatbotPromptSuccess') return;
        cache.writeQuery({ query: ChatbotPromptsQuery, data: { chatbotPrompts: answer.prompts } });
      },
    }).catch(() => null);
    if (result?.data?.updateChatbotPrompt.__typename === 'UpdateChatbotPromptSuccess') {
      toast({
        title: 'Prompt Updated!',
        description: 'New conversations will use it.',
      });
      return true;
    }
    toast({
      title: 'Update Failed',
      description: 'Failed to update the chatbot prompt.',
      variant: 'destructive',
    });
    return false;
  };
}
