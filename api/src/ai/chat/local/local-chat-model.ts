import type {
  ChatModel,
  ChatModelEvent,
  ChatModelRequest,
} from '../../../modules/chat/chat-model.ts';
import { respond } from './respond.ts';
import { readTurn } from './turn.ts';

/** Word-sized pieces that join back into the text exactly, so the chat window can stream them. */
export function textChunks(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/);
}

// Stable within a turn and different across turns, with no clock or randomness.
function callId(request: ChatModelRequest): string {
  const turn = readTurn(request);
  let hash = 2166136261;
  for (const character of `${turn.history.length}:${turn.text}`) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  }
  return `local-${(hash >>> 0).toString(36)}-${turn.rounds.length + 1}`;
}

/**
 * The offline assistant: intent rules over the cook's message, the conversation and the open
 * recipe, answering with the same tool calls a hosted model would make. Deterministic, and
 * fast enough that the chat service's own work dominates a turn.
 */
export function createLocalChatModel(): ChatModel {
  return {
    provider: 'local',
    model: 'local-rules',
    async *stream(request: ChatModelRequest): AsyncGenerator<ChatModelEvent> {
      if (request.signal.aborted) return;
      const reply = respond(request);
      if (reply.kind === 'tool') {
        yield {
          type: 'tool-call',
          call: {
            id: callId(request),
            name: reply.name,
            arguments: JSON.stringify(reply.arguments),
          },
        };
      } else {
        for (const delta of textChunks(reply.text)) {
          if (request.signal.aborted) return;
          yield { type: 'text', delta };
        }
      }
      yield { type: 'done', usage: null };
    },
  };
}
