import type { ChatModel, ChatModelEvent, ChatModelRequest } from '../src/modules/chat/index.ts';

/** One answer of the model: the events of one `stream` call, or a failure after some of them. */
export type ScriptedRound =
  | ChatModelEvent[]
  | ((request: ChatModelRequest) => AsyncIterable<ChatModelEvent> | ChatModelEvent[]);

/**
 * A model that answers from a script, round by round, and keeps every request it got: for the
 * chat service's own tests (the loop, the tools, failures), where what the model says must be
 * exact. The real models have tests of their own against the same port.
 */
export function scriptedChatModel(): ChatModel & {
  requests: ChatModelRequest[];
  script(...rounds: ScriptedRound[]): void;
} {
  let rounds: ScriptedRound[] = [];
  const requests: ChatModelRequest[] = [];
  return {
    provider: 'local',
    model: 'scripted',
    requests,
    script(...next) {
      rounds = next;
      requests.length = 0;
    },
    async *stream(request) {
      requests.push(structuredClone({ ...request, signal: undefined }) as never);
      const round = rounds.shift();
      if (!round) throw new Error('the script has no more rounds');
      const events = typeof round === 'function' ? round(request) : round;
      for await (const event of events) yield event;
    },
  };
}

export const text = (delta: string): ChatModelEvent => ({ type: 'text', delta });
export const done: ChatModelEvent = { type: 'done', usage: { inputTokens: 12, outputTokens: 5 } };
export const toolCall = (id: string, name: string, args: unknown): ChatModelEvent => ({
  type: 'tool-call',
  call: { id, name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
});
