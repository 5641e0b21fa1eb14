import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type {
  ChatModel,
  ChatModelEvent,
  ChatModelRequest,
  ChatModelUsage,
} from '../../modules/chat/chat-model.ts';
import { defaultModels } from '../model-choices.ts';
import { AiUpstreamError } from '../providers/ai-provider.ts';
import { toAiError } from '../providers/openai-errors.ts';
import { type ChatChunk, chatChunkSchema } from './openai-chat-chunk.ts';
import { toOpenAiMessages, toOpenAiTools } from './openai-chat-messages.ts';
import { ToolCallAccumulator } from './tool-call-accumulator.ts';
import { withinDeadline } from './within-deadline.ts';

/*
 * The assistant on OpenAI or any server that speaks streamed Chat Completions (Ollama, llama.cpp,
 * LM Studio, vLLM): the Responses API is not widely implemented by them. The chat folder's only
 * file that talks to the SDK.
 */

export interface OpenAiChatModelOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; defaults to api.openai.com (the SDK would read the env). */
  baseUrl?: string;
  model?: string;
  /** Longest wait for the first chunk, connecting and retries included. Default 60 s. */
  firstChunkTimeoutMs?: number;
  /** Longest silence between two chunks (Ollama holds back a tool call until it is whole). Default 60 s. */
  chunkGapTimeoutMs?: number;
  /** The SDK retries 408/409/429/5xx and connection errors before the stream starts; tests use 0. */
  maxRetries?: number;
}

const unreadableAnswer = 'The AI service sent an answer we could not read. Please try again.';
const brokenOff = 'The AI service stopped answering partway. Please try again.';

/**
 * Streams one model turn. Failures leave as AiUpstreamError / AiTimeoutError, with messages fit
 * for the cook and details free of the API key. When `request.signal` aborts, reading stops at
 * once, the HTTP request is cancelled, and the stream throws the signal's reason (what
 * `signal.throwIfAborted()` throws: a DOMException named AbortError unless the caller gave its
 * own reason); it is never an AiUpstreamError, so the chat service tells a cancelled turn by its
 * own signal being aborted.
 */
export function createOpenAiChatModel(options: OpenAiChatModelOptions): ChatModel {
  const firstChunkTimeoutMs = options.firstChunkTimeoutMs ?? 60_000;
  const chunkGapTimeoutMs = options.chunkGapTimeoutMs ?? 60_000;
  const model = options.model ?? defaultModels.assistant;
  const sdk = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl ?? 'https://api.openai.com/v1',
    // Until the response headers; the deadlines below cover the body.
    timeout: firstChunkTimeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });

  return {
    provider: 'openai',
    model,
    async *stream(request: ChatModelRequest): AsyncGenerator<ChatModelEvent> {
      request.signal.throwIfAborted();
      const startedAt = Date.now();
      // Ours: cancels the HTTP request on a timeout, a failure or a consumer that stops early.
      const cancel = new AbortController();
      const signal = AbortSignal.any([request.signal, cancel.signal]);
      let hasResponse = false;
      try {
        const chunks = await withinDeadline(
          sdk.chat.completions.create(requestBody(model, request), { signal }),
          firstChunkTimeoutMs,
          request.signal,
        );
        hasResponse = true;
        const iterator = chunks[Symbol.asyncIterator]();
        const calls = new ToolCallAccumulator();
        let usage: ChatModelUsage | null = null;
        let finishReason: string | null = null;
        let hasChunk = false;
        while (true) {
          const wait = hasChunk ? chunkGapTimeoutMs : startedAt + firstChunkTimeoutMs - Date.now();
          const next = await withinDeadline(iterator.next(), wait, request.signal);
          if (next.done) break;
          hasChunk = true;
          const chunk = parseChunk(next.value);
          if (chunk.usage) {
            usage = {
              inputTokens: chunk.usage.prompt_tokens,
              outputTokens: chunk.usage.completion_tokens,
            };
          }
          const choice = chunk.choices?.find((candidate) => (candidate.index ?? 0) === 0);
          if (!choice) continue;
          if (choice.delta?.content) yield { type: 'text', delta: choice.delta.content };
          if (choice.delta?.tool_calls) calls.add(choice.delta.tool_calls);
          if (choice.finish_reason && finishReason === null) {
            finishReason = choice.finish_reason;
            if (finishReason === 'length' && calls.hasCalls) {
              throw new AiUpstreamError(
                'The AI answer was too long and got cut off. Please try again.',
                { detail: 'finish_reason length during a tool call' },
              );
            }
            for (const call of calls.take()) yield { type: 'tool-call', call };
          }
        }
        // A server that closes the body cleanly but early leaves no other trace.
        if (finishReason === null) {
          throw new AiUpstreamError(brokenOff, { detail: 'stream ended without a finish_reason' });
        }
        yield { type: 'done', usage };
      } catch (error) {
        request.signal.throwIfAborted();
        throw toChatStreamError(error, hasResponse, options.apiKey);
      } finally {
        cancel.abort();
      }
    },
  };
}

function requestBody(
  model: string,
  request: ChatModelRequest,
): ChatCompletionCreateParamsStreaming {
  return {
    model,
    stream: true,
    stream_options: { include_usage: true },
    messages: toOpenAiMessages(request.system, request.messages),
    // OpenAI refuses an empty tools array.
    ...(request.tools.length > 0 ? { tools: toOpenAiTools(request.tools) } : {}),
  };
}

function parseChunk(value: unknown): ChatChunk {
  const parsed = chatChunkSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AiUpstreamError(unreadableAnswer, {
    detail: `chunk failed validation: ${parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')}`,
  });
}

/**
 * Before the response, the SDK's errors say it all (status, connection, timeout). Once the body
 * streams, a failure means the answer broke off: the connection dropped (undici's "terminated"),
 * the server sent an error event, or a chunk was not JSON. The upstream text stays in `detail`.
 */
function toChatStreamError(error: unknown, hasResponse: boolean, apiKey: string): AiUpstreamError {
  const known = toAiError(error, apiKey);
  if (!hasResponse || error instanceof AiUpstreamError) return known;
  const message = error instanceof SyntaxError ? unreadableAnswer : brokenOff;
  return new AiUpstreamError(message, known.detail === null ? {} : { detail: known.detail });
}
