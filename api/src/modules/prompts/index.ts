/**
 * Prompts: the assistant's system prompts, read by shopping and imports and edited by admins.
 * A module of its own (not part of chat) so that chat can call shopping without a cycle.
 */
export { readPrompts, savePrompt } from './prompt.service.ts';
