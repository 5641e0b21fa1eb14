import type { ChatResponse, ChatToolActivity, ChatTurnEvent, Recipe } from '@app/schema';
import type { ChatModel, ChatModelMessage, ChatModelUsage, ChatToolCall } from './chat-model.ts';
import type { ToolRun } from './chat-tool-runner.ts';
import { chatToolSpecs } from './chat-tools.ts';

/** A model that keeps calling tools is looping; a turn this deep has gone wrong. */
const maxToolRounds = 5;

export interface TurnRequest {
  model: ChatModel;
  system: string;
  messages: ChatModelMessage[];
  recipe: Recipe | null;
  signal: AbortSignal;
  runTool: (call: ChatToolCall) => Promise<ToolRun>;
  /** Every step, in order, as the subscription streams it (without turnId and sequence). */
  emit: (event: Omit<ChatTurnEvent, 'turnId' | 'sequence'>) => Promise<void>;
}

export interface TurnOutcome {
  response: ChatResponse;
  usage: ChatModelUsage | null;
  toolNames: string[];
  /** Undoes what the tools did, newest first (the turn failed or was cancelled after them). */
  compensate: () => Promise<void>;
}

/** Thrown when a model keeps asking for tools without ever answering. */
export class ToolLoopError extends Error {
  constructor() {
    super(`The model asked for tools more than ${maxToolRounds} times in one turn.`);
    this.name = 'ToolLoopError';
  }
}

export function emptyResponse(): ChatResponse {
  return {
    response: '',
    recipeUpdated: false,
    updatedRecipe: null,
    recipeChanges: [],
    recipeCreated: false,
    createdRecipe: null,
    shoppingItemsAdded: 0,
    addedShoppingItems: [],
  };
}

/**
 * One turn: stream the model; when it asks for tools, run them (in order), hand it their
 * results and stream again, until it answers in words. The text of every round is the answer,
 * rounds separated by a blank line. A failure anywhere throws, with `compensations` holding the
 * way back from the tools that already ran (the caller decides whether to use it).
 */
export async function runTurn(
  request: TurnRequest,
  compensations: Array<() => Promise<void>>,
): Promise<TurnOutcome> {
  const response = emptyResponse();
  const messages = [...request.messages];
  const tools = chatToolSpecs();
  const toolNames: string[] = [];
  let usage: ChatModelUsage | null = null;

  for (let round = 0; ; round++) {
    if (round > maxToolRounds) throw new ToolLoopError();
    let text = '';
    const calls: ChatToolCall[] = [];
    for await (const event of request.model.stream({
      system: request.system,
      messages,
      tools,
      recipe: request.recipe,
      signal: request.signal,
    })) {
      request.signal.throwIfAborted();
      if (event.type === 'text') {
        if (!event.delta) continue;
        // A new round's words start a new paragraph of the same answer.
        const delta = text === '' && response.response !== '' ? `\n\n${event.delta}` : event.delta;
        text += event.delta;
        response.response += delta;
        await request.emit({ kind: 'TEXT', text: delta });
      } else if (event.type === 'tool-call') {
        calls.push(event.call);
        await request.emit({ kind: 'TOOL_CALL', tool: activityOf(event.call) });
      } else {
        usage = addUsage(usage, event.usage);
      }
    }
    if (calls.length === 0) break;

    messages.push({ role: 'assistant', content: text, toolCalls: calls });
    for (const call of calls) {
      request.signal.throwIfAborted();
      toolNames.push(call.name);
      const run = await request.runTool(call);
      if (run.compensate) compensations.push(run.compensate);
      run.effects(response);
      await request.emit({
        kind: 'TOOL_RESULT',
        tool: {
          ...activityOf(call),
          result: 'result' in run.output ? run.output.result : null,
          error: 'error' in run.output ? run.output.error : null,
        },
      });
      messages.push({
        role: 'tool',
        toolCallId: call.id,
        name: call.name,
        // The result itself, or `{ error }` in words the model can pass on.
        content: JSON.stringify('result' in run.output ? run.output.result : run.output),
      });
    }
  }
  response.response = response.response.trim();
  return {
    response,
    usage,
    toolNames,
    compensate: () => compensateAll(compensations),
  };
}

/** Takes back what the tools did, newest first; one failing does not stop the others. */
export async function compensateAll(compensations: Array<() => Promise<void>>): Promise<void> {
  for (const compensate of [...compensations].reverse()) {
    await compensate().catch(() => undefined);
  }
}

function activityOf(call: ChatToolCall): ChatToolActivity {
  let args: unknown = call.arguments;
  try {
    args = JSON.parse(call.arguments);
  } catch {
    // Shown as the model sent it; running it will refuse it.
  }
  return { callId: call.id, name: call.name, arguments: args };
}

function addUsage(
  total: ChatModelUsage | null,
  usage: ChatModelUsage | null,
): ChatModelUsage | null {
  if (!usage) return total;
  return {
    inputTokens: (total?.inputTokens ?? 0) + usage.inputTokens,
    outputTokens: (total?.outputTokens ?? 0) + usage.outputTokens,
  };
}
