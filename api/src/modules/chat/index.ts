/** Chat: the assistant's prompts (the conversation itself comes with the chat assistant). */
export { ChatbotPrompt } from './chatbot-prompt.entity.ts';
export { defaultPrompts } from './default-prompts.ts';
export { readPrompts, savePrompt } from './prompt.service.ts';
