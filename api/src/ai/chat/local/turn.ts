import type { Recipe } from '@app/schema';
import type { ChatModelMessage, ChatModelRequest } from '../../../modules/chat/chat-model.ts';
import type { ChatToolArguments, ChatToolName } from '../../../modules/chat/chat-tools.ts';

/** A tool call made earlier in this turn, with what the chat service answered. */
export interface ToolRound {
  name: string;
  arguments: unknown;
  /** The parsed result; null when the tool failed. */
  result: unknown;
  /** The service's `{error}` text, or null. */
  error: string | null;
}

/** Everything one `stream()` call decides from. */
export interface Turn {
  /** The cook's newest message. */
  text: string;
  /** The conversation before it, oldest first. */
  history: ChatModelMessage[];
  /** This turn's tool calls and results, in order. */
  rounds: ToolRound[];
  recipe: Recipe | null;
  availableTools: ReadonlySet<string>;
}

/** What the local model does next: call one tool, or answer in words. */
export type Reply =
  | { kind: 'text'; text: string }
  | {
      [Name in ChatToolName]: { kind: 'tool'; name: Name; arguments: ChatToolArguments<Name> };
    }[ChatToolName];

export const say = (text: string): Reply => ({ kind: 'text', text });

export function callTool<Name extends ChatToolName>(
  name: Name,
  args: ChatToolArguments<Name>,
): Reply {
  return { kind: 'tool', name, arguments: args } as Reply;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function readTurn(request: ChatModelRequest): Turn {
  const { messages } = request;
  let userIndex = -1;
  for (let index = messages.length - 1; index >= 0; index--) {
    if (messages[index]?.role === 'user') {
      userIndex = index;
      break;
    }
  }
  const user = messages[userIndex];
  const rounds: ToolRound[] = [];
  for (const message of messages.slice(userIndex + 1)) {
    if (message.role !== 'assistant') continue;
    for (const call of message.toolCalls ?? []) {
      const answer = messages.find(
        (candidate) => candidate.role === 'tool' && candidate.toolCallId === call.id,
      );
      const content = answer?.role === 'tool' ? parseJson(answer.content) : undefined;
      const error =
        answer === undefined
          ? 'No result came back.'
          : content === undefined
            ? 'The result could not be read.'
            : errorOf(content);
      rounds.push({
        name: call.name,
        arguments: parseJson(call.arguments),
        result: error === null ? content : null,
        error,
      });
    }
  }
  return {
    text: user?.role === 'user' ? user.content : '',
    history: userIndex > 0 ? messages.slice(0, userIndex) : [],
    rounds,
    recipe: request.recipe,
    availableTools: new Set(request.tools.map((tool) => tool.name)),
  };
}

function errorOf(content: unknown): string | null {
  if (typeof content !== 'object' || content === null || !('error' in content)) return null;
  const { error } = content as { error: unknown };
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return 'Something went wrong.';
}

/** The results of this turn's calls to one tool, oldest first. */
export function roundsOf(turn: Turn, name: ChatToolName): ToolRound[] {
  return turn.rounds.filter((round) => round.name === name);
}

/** The assistant's earlier answers, newest first. */
export function assistantTexts(turn: Turn): string[] {
  return turn.history
    .filter((message) => message.role === 'assistant' && message.content.trim() !== '')
    .map((message) => message.content)
    .reverse();
}
