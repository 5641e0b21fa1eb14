import type { Recipe } from '@app/schema';
import { expect } from 'vitest';
import { createLocalChatModel } from '../src/ai/chat/local/local-chat-model.ts';
import type {
  ChatModelEvent,
  ChatModelMessage,
  ChatToolSpec,
} from '../src/modules/chat/chat-model.ts';
import {
  type ChatToolArguments,
  type ChatToolName,
  chatToolArguments,
  chatToolSpecs,
} from '../src/modules/chat/chat-tools.ts';

/** Stand-ins for the chat service's tools: each gets the validated arguments. */
export type FakeTools = {
  [Name in ChatToolName]?: (args: ChatToolArguments<Name>) => unknown;
};

export interface TurnOutcome {
  text: string;
  calls: { name: ChatToolName; arguments: Record<string, unknown> }[];
  /** Text deltas of the final answer. */
  deltas: string[];
  /** The conversation after the turn, as the service would keep it (no tool rounds). */
  history: ChatModelMessage[];
}

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 7,
    name: 'Test Recipe',
    description: null,
    imageUrl: null,
    prepTime: 10,
    cookTime: 20,
    totalTime: 30,
    servings: 4,
    difficulty: 'Easy',
    ingredients: [],
    instructions: [],
    tags: [],
    nutrition: null,
    isFavorite: false,
    isShared: false,
    sourceUrl: null,
    sourceImageUrl: null,
    createdAt: new Date('2024-01-01T00:00:00Z'),
    updatedAt: new Date('2024-01-01T00:00:00Z'),
    ...overrides,
  };
}

async function collect(stream: AsyncIterable<ChatModelEvent>): Promise<ChatModelEvent[]> {
  const events: ChatModelEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

/**
 * Runs one turn the way the chat service does: stream, run the tool calls with the fakes,
 * append `{role: 'tool'}` results, stream again until the model answers in words. Every tool
 * call must validate against the tool's zod schema.
 */
export async function runTurn(options: {
  text: string;
  history?: ChatModelMessage[];
  recipe?: Recipe | null;
  tools?: FakeTools;
  toolSpecs?: ChatToolSpec[];
}): Promise<TurnOutcome> {
  const model = createLocalChatModel();
  const history = options.history ?? [];
  const messages: ChatModelMessage[] = [...history, { role: 'user', content: options.text }];
  const calls: TurnOutcome['calls'] = [];
  for (let round = 0; round < 6; round++) {
    const events = await collect(
      model.stream({
        system: 'You are a cooking assistant.',
        messages,
        tools: options.toolSpecs ?? chatToolSpecs(),
        recipe: options.recipe ?? null,
        signal: new AbortController().signal,
      }),
    );
    expect(events.at(-1)).toEqual({ type: 'done', usage: null });
    expect(events.filter((event) => event.type === 'done')).toHaveLength(1);
    const toolCalls = events.flatMap((event) => (event.type === 'tool-call' ? [event.call] : []));
    const deltas = events.flatMap((event) => (event.type === 'text' ? [event.delta] : []));
    if (toolCalls.length === 0) {
      const text = deltas.join('');
      return {
        text,
        calls,
        deltas,
        history: [
          ...history,
          { role: 'user', content: options.text },
          { role: 'assistant', content: text },
        ],
      };
    }
    expect(deltas).toEqual([]);
    messages.push({ role: 'assistant', content: '', toolCalls });
    for (const call of toolCalls) {
      const name = call.name as ChatToolName;
      const parsed = chatToolArguments[name].safeParse(JSON.parse(call.arguments));
      expect(parsed.success, `${name} ${call.arguments}`).toBe(true);
      const args = JSON.parse(call.arguments) as Record<string, unknown>;
      calls.push({ name, arguments: args });
      const fake = options.tools?.[name] as ((value: unknown) => unknown) | undefined;
      const result = fake ? fake(parsed.data) : { error: `${name} is not available in this test.` };
      messages.push({ role: 'tool', toolCallId: call.id, name, content: JSON.stringify(result) });
    }
  }
  throw new Error('The model kept calling tools.');
}
