import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { AiImage } from './ai-provider.ts';
import { AiUpstreamError } from './ai-provider.ts';
import { toAiError } from './openai-errors.ts';

/*
 * The only file of providers/ that talks to the `openai` SDK (the assistant's streaming model has
 * its own, chat/openai-chat-model.ts). It asks for JSON through structured outputs and
 * validates every answer with zod; any SDK failure leaves as AiUpstreamError / AiTimeoutError.
 */

export interface OpenAiClientOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; defaults to api.openai.com (the SDK would read the env). */
  baseUrl?: string;
  timeoutMs?: number;
  /** The SDK retries 408/409/429/5xx and connection errors with backoff; tests use 0. */
  maxRetries?: number;
}

export interface JsonRequest<T> {
  model: string;
  system: string;
  user: string | OpenAI.Chat.Completions.ChatCompletionContentPart[];
  schemaName: string;
  jsonSchema: Record<string, unknown>;
  answer: z.ZodType<T>;
}

export interface OpenAiClient {
  completeJson<T>(request: JsonRequest<T>): Promise<T>;
  generateImage(request: { model: string; prompt: string }): Promise<AiImage>;
}

const unusableAnswer = 'The AI service gave an answer we could not use. Please try again.';

export function createOpenAiClient(options: OpenAiClientOptions): OpenAiClient {
  const sdk = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl ?? 'https://api.openai.com/v1',
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
  });
  const call = async <R>(run: () => Promise<R>): Promise<R> => {
    try {
      return await run();
    } catch (error) {
      throw toAiError(error, options.apiKey);
    }
  };

  return {
    async completeJson<T>(request: JsonRequest<T>): Promise<T> {
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ];
      const completion = await call(() =>
        sdk.chat.completions.create({
          model: request.model,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, strict: true, schema: request.jsonSchema },
          },
        }),
      );
      const choice = completion.choices?.[0];
      if (choice?.message?.refusal) {
        throw new AiUpstreamError('The AI service declined this request.', {
          detail: choice.message.refusal.slice(0, 500),
        });
      }
      if (choice?.finish_reason === 'length') {
        throw new AiUpstreamError(
          'The AI answer was too long and got cut off. Try a shorter text.',
        );
      }
      const content = choice?.message?.content;
      if (typeof content !== 'string') {
        throw new AiUpstreamError(unusableAnswer, { detail: 'no message content' });
      }
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        throw new AiUpstreamError(unusableAnswer, { detail: 'content is not JSON' });
      }
      const parsed = request.answer.safeParse(json);
      if (!parsed.success) {
        throw new AiUpstreamError(unusableAnswer, {
          detail: `answer failed validation: ${parsed.error.issues
            .slice(0, 5)
            .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
            .join('; ')}`,
        });
      }
      return parsed.data;
    },

    async generateImage({ model, prompt }): Promise<AiImage> {
      // GPT image models always answer base64 and reject `response_format`; DALL·E needs it.
      const isDallE = model.startsWith('dall-e');
      const response = await call(() =>
        sdk.images.generate({
          model,
          prompt,
          n: 1,
          size: model === 'dall-e-2' ? '1024x1024' : isDallE ? '1792x1024' : '1536x1024',
          ...(isDallE ? { response_format: 'b64_json' as const } : {}),
        }),
      );
      const encoded = response.data?.[0]?.b64_json;
      const bytes =
        typeof encoded === 'string' && /^[A-Za-z0-9+/=\s]+$/.test(encoded)
          ? Buffer.from(encoded, 'base64')
          : Buffer.alloc(0);
      const contentType = sniffImageType(bytes);
      if (contentType === null) {
        throw new AiUpstreamError(
          'The AI service did not return a usable image. Please try again.',
          {
            detail: 'missing or unrecognized b64_json image',
          },
        );
      }
      return { bytes, contentType };
    },
  };
}

function sniffImageType(bytes: Buffer): string | null {
  if (bytes.length < 12) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}
