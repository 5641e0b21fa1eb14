import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { ChatModelMessage, ChatToolSpec } from '../../modules/chat/chat-model.ts';

/** The conversation as Chat Completions messages: the system prompt first, then every turn. */
export function toOpenAiMessages(
  system: string,
  messages: readonly ChatModelMessage[],
): ChatCompletionMessageParam[] {
  return [{ role: 'system', content: system }, ...messages.map(toOpenAiMessage)];
}

function toOpenAiMessage(message: ChatModelMessage): ChatCompletionMessageParam {
  switch (message.role) {
    case 'user':
      return { role: 'user', content: message.content };
    case 'assistant': {
      const toolCalls = message.toolCalls ?? [];
      if (toolCalls.length === 0) return { role: 'assistant', content: message.content };
      return {
        role: 'assistant',
        // "Required unless tool_calls is given": null is what every compatible server accepts.
        content: message.content === '' ? null : message.content,
        tool_calls: toolCalls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      };
    }
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
}

/** The tools as function tools; `$schema` is dropped (tokens the model has no use for). */
export function toOpenAiTools(tools: readonly ChatToolSpec[]): ChatCompletionFunctionTool[] {
  return tools.map((tool) => {
    const { $schema: _dialect, ...parameters } = tool.parameters;
    return {
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters },
    };
  });
}
