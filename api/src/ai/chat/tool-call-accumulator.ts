import { randomUUID } from 'node:crypto';
import type { ChatToolCall } from '../../modules/chat/chat-model.ts';
import { AiUpstreamError } from '../providers/ai-provider.ts';

/** One tool-call fragment of a streamed chunk (`choices[0].delta.tool_calls[]`). */
export interface ToolCallDelta {
  index?: number | null | undefined;
  id?: string | null | undefined;
  function?: { name?: string | null | undefined; arguments?: string | null | undefined } | null;
}

/**
 * Puts streamed tool calls back together. The id and name come in the first fragment of a call,
 * its arguments in pieces after it (cut anywhere, even inside a token), and several calls
 * interleave by `index`. Servers differ at the edges, so: an id or name repeated in later
 * fragments replaces rather than appends (as the SDK's own accumulator does), a fragment without
 * `index` belongs to the call its id names or else to the last call, and a call without id gets
 * one (the chat service pairs results with calls by id).
 */
export class ToolCallAccumulator {
  readonly #calls = new Map<number, ChatToolCall>();
  #lastIndex = 0;

  get hasCalls(): boolean {
    return this.#calls.size > 0;
  }

  add(deltas: readonly ToolCallDelta[]): void {
    for (const delta of deltas) {
      const index = delta.index ?? this.#indexWithoutPosition(delta.id);
      const call = this.#calls.get(index) ?? { id: '', name: '', arguments: '' };
      if (delta.id) call.id = delta.id;
      if (delta.function?.name) call.name = delta.function.name;
      if (delta.function?.arguments) call.arguments += delta.function.arguments;
      this.#calls.set(index, call);
      this.#lastIndex = index;
    }
  }

  /** The complete calls in the model's order; the accumulator is empty afterwards. */
  take(): ChatToolCall[] {
    const calls = [...this.#calls.entries()]
      .sort(([left], [right]) => left - right)
      .map(([, call]) => call);
    this.#calls.clear();
    for (const call of calls) {
      if (!call.name) {
        throw new AiUpstreamError(
          'The AI service gave an answer we could not use. Please try again.',
          {
            detail: 'a streamed tool call has no function name',
          },
        );
      }
      if (!call.id) call.id = `call_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
      // A call without parameters may arrive with no argument text at all.
      if (call.arguments.trim() === '') call.arguments = '{}';
    }
    return calls;
  }

  #indexWithoutPosition(id: string | null | undefined): number {
    if (!id) return this.#lastIndex;
    for (const [index, call] of this.#calls) if (call.id === id) return index;
    return this.#calls.size === 0 ? 0 : Math.max(...this.#calls.keys()) + 1;
  }
}
