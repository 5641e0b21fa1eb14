/**
 * Prompts: the assistant's system prompts, read by shopping and imports and edited by admins.
 * A module of its own (not part of chat) so that chat can call shopping without a cycle.
 */

export { readPrompts } from './prompt.service.ts';
export {
  type PromptAuthor,
  promptHistory,
  resetPrompt,
  restorePromptVersion,
  savePrompt,
} from './prompt-history.ts';
