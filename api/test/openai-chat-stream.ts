import type { ServerResponse } from 'node:http';

/*
 * Streamed Chat Completions as OpenAI sends them: Server-Sent Events, one `data: {chunk}` per
 * event, `data: [DONE]` last. A test scripts each answer: the chunks, raw bytes (a malformed
 * event), an HTTP error instead of a stream, and how the stream ends.
 */

export type ChatStreamStep =
  | { chunk: Record<string, unknown> }
  /** Written as is: a malformed event, or one event split across writes. */
  | { raw: string };

export interface ChatStreamScript {
  /** An HTTP error before any stream, with OpenAI's error body. */
  failure?: { status: number; error: Record<string, unknown> };
  steps?: ChatStreamStep[];
  /** `done`: `data: [DONE]` and the end of the body; `drop`: the connection cut; `stall`: silence. */
  end?: 'done' | 'drop' | 'stall';
}

const created = 1_700_000_000;

function chunkOf(
  delta: Record<string, unknown>,
  finishReason: string | null = null,
): ChatStreamStep {
  return {
    chunk: {
      id: 'chatcmpl-standin-stream',
      object: 'chat.completion.chunk',
      created,
      model: 'stand-in',
      choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
    },
  };
}

/** The first chunk of an answer: the role, no content yet. */
export const roleChunk = (): ChatStreamStep => chunkOf({ role: 'assistant', content: '' });

export const textChunk = (content: string): ChatStreamStep => chunkOf({ content });

/** One fragment of the tool call at `index`; the first carries id and name, later ones arguments. */
export function toolCallChunk(
  index: number,
  fragment: { id?: string; name?: string; arguments?: string },
): ChatStreamStep {
  return chunkOf({
    tool_calls: [
      {
        index,
        ...(fragment.id !== undefined ? { id: fragment.id, type: 'function' } : {}),
        function: {
          ...(fragment.name !== undefined ? { name: fragment.name } : {}),
          arguments: fragment.arguments ?? '',
        },
      },
    ],
  });
}

export const finishChunk = (reason: 'stop' | 'tool_calls' | 'length'): ChatStreamStep =>
  chunkOf({}, reason);

/** The last chunk when `stream_options.include_usage` is set: no choices, only usage. */
export const usageChunk = (promptTokens: number, completionTokens: number): ChatStreamStep => ({
  chunk: {
    id: 'chatcmpl-standin-stream',
    object: 'chat.completion.chunk',
    created,
    model: 'stand-in',
    choices: [],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  },
});

/** What the stand-in streams when a test scripted nothing. */
export const defaultChatStream: ChatStreamScript = {
  steps: [roleChunk(), textChunk('OK'), finishChunk('stop'), usageChunk(10, 1)],
};

export async function writeChatStream(
  response: ServerResponse,
  script: ChatStreamScript,
): Promise<void> {
  if (script.failure) {
    response
      .writeHead(script.failure.status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: script.failure.error }));
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  for (const step of script.steps ?? []) {
    if (response.destroyed) return;
    // One write per step, each flushed before the next, so events reach the client apart.
    await write(response, 'chunk' in step ? `data: ${JSON.stringify(step.chunk)}\n\n` : step.raw);
  }
  const end = script.end ?? 'done';
  if (end === 'drop') response.socket?.destroy();
  else if (end === 'done') response.end('data: [DONE]\n\n');
}

function write(response: ServerResponse, text: string): Promise<void> {
  return new Promise((resolve) => {
    response.write(text, () => resolve());
  });
}
