import OpenAI from 'openai';
import type { RealtimeToolsConfig } from 'openai/resources/realtime/realtime';
import { z } from 'zod';
import type { ChatToolSpec } from '../../modules/chat/chat-model.ts';
import type {
  RealtimeClientSecret,
  RealtimeProvider,
  RealtimeSessionRequest,
} from '../../modules/chat/realtime-provider.ts';
import { defaultModels } from '../model-choices.ts';
import { AiUpstreamError } from '../providers/ai-provider.ts';
import { toAiError } from '../providers/openai-errors.ts';

/*
 * Realtime voice on OpenAI's Realtime API (or a server that speaks it): the only file that asks
 * the SDK for a client secret. The secret opens one session as configured here; the browser uses
 * it to POST its SDP offer to `<base URL>/realtime/calls` and talks to the model over WebRTC.
 */

export interface OpenAiRealtimeOptions {
  apiKey: string;
  /** Any compatible server; defaults to api.openai.com (the SDK would read the env). */
  baseUrl?: string;
  model?: string;
  /** What transcribes the cook's speech, so the chat window can show it. */
  transcriptionModel?: string;
  timeoutMs?: number;
  /** The SDK retries 408/409/429/5xx and connection errors with backoff; tests use 0. */
  maxRetries?: number;
}

/** Spec §3: the session's model is a realtime preview model unless configured. */
export const defaultRealtimeModel = defaultModels.realtime;
export const defaultTranscriptionModel = 'gpt-4o-mini-transcribe';
export const defaultOpenAiBaseUrl = 'https://api.openai.com/v1';
/** Long enough to start the call; the session itself may run on past it. */
const secretLifetimeSeconds = 600;

/** Spec §8 names this failure; the browser checks the same on its side. */
export const missingClientSecret = 'Realtime token response did not include a client secret';

const clientSecretAnswer = z.object({
  value: z.string().min(1),
  expires_at: z.number().optional(),
  session: z.object({ model: z.string().optional() }).passthrough().optional(),
});

export function createOpenAiRealtimeProvider(options: OpenAiRealtimeOptions): RealtimeProvider {
  const baseUrl = (options.baseUrl ?? defaultOpenAiBaseUrl).replace(/\/$/, '');
  const model = options.model ?? defaultRealtimeModel;
  const sdk = new OpenAI({
    apiKey: options.apiKey,
    baseURL: baseUrl,
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
  });

  return {
    name: 'openai',
    model,
    async createSession(request: RealtimeSessionRequest): Promise<RealtimeClientSecret> {
      let answer: unknown;
      try {
        answer = await sdk.realtime.clientSecrets.create({
          expires_after: { anchor: 'created_at', seconds: secretLifetimeSeconds },
          session: {
            type: 'realtime',
            model,
            instructions: request.instructions,
            output_modalities: ['audio'],
            audio: {
              input: {
                transcription: { model: options.transcriptionModel ?? defaultTranscriptionModel },
              },
              output: { voice: request.voice },
            },
            tools: toRealtimeTools(request.tools),
            tool_choice: 'auto',
          },
        });
      } catch (error) {
        throw toAiError(error, options.apiKey);
      }
      const parsed = clientSecretAnswer.safeParse(answer);
      if (!parsed.success) {
        throw new AiUpstreamError(missingClientSecret, {
          detail: parsed.error.issues[0]?.message ?? 'unexpected answer',
        });
      }
      return {
        clientSecret: parsed.data.value,
        model: parsed.data.session?.model ?? model,
        callUrl: `${baseUrl}/realtime/calls`,
        expiresAt: parsed.data.expires_at ? new Date(parsed.data.expires_at * 1000) : null,
      };
    },
  };
}

function toRealtimeTools(tools: readonly ChatToolSpec[]): RealtimeToolsConfig {
  return tools.map((tool) => {
    const { $schema: _dialect, ...parameters } = tool.parameters;
    return { type: 'function', name: tool.name, description: tool.description, parameters };
  });
}
