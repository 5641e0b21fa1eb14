import { randomUUID } from 'node:crypto';
import {
  type AssistantToolCall,
  type AssistantToolRun,
  type RealtimeSession,
  RealtimeSessionFailedError,
  type RealtimeSessionInput,
  RealtimeSessionRateLimitedError,
  RealtimeVoiceUnavailableError,
  type Recipe,
  RecipeNotFoundError,
  type Viewer,
  type VoicePort,
} from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { readPrompts } from '../prompts/index.ts';
import { ownerIdOf } from '../shared/owner.ts';
import { retryAfterSeconds } from '../shared/user-rate-limiter.ts';
import { chatSystemPrompt } from './chat-system-prompt.ts';
import {
  type ChatToolServices,
  InvalidToolCallError,
  type KitchenMath,
  runChatTool,
} from './chat-tool-runner.ts';
import { chatToolSpecs } from './chat-tools.ts';
import { ChatTurn, type ChatTurnStatus } from './chat-turn.entity.ts';
import { emptyResponse } from './chat-turn-runner.ts';
import type { RealtimeProvider, RealtimeSessionLimiter } from './realtime-provider.ts';

export interface VoiceSettings {
  /** Null when no provider key is configured: voice then runs offline in the browser. */
  provider: RealtimeProvider | null;
  limiter: RealtimeSessionLimiter;
  math: KitchenMath;
}

export interface VoiceServiceDependencies {
  em: EntityManager;
  viewer: Viewer | null;
  settings: VoiceSettings;
  /** The cook's services with a fresh unit of work, for each tool call. */
  services: () => ChatToolServices;
  logger?: { warn: (details: object, message: string) => void };
}

/** Spoken answers are heard, not read: the model is told so on top of the text prompt. */
const voiceRules =
  'You are talking with the cook by voice while they cook: answer in one to three short spoken sentences, without lists or markdown, and ask before a big change.';

/**
 * The assistant by realtime voice. The server sets up the session (the admin's current prompts,
 * the open recipe, the text assistant's tools) and mints a short-lived secret for it; the browser
 * then talks to the provider directly. The model's tool calls come back through `runTool`, which
 * runs them as a text chat turn would: the cook's own services, so the same authorization,
 * validation and events (an open recipe screen updates from them).
 */
export class VoiceService implements VoicePort {
  constructor(private readonly deps: VoiceServiceDependencies) {}

  async startSession(input: RealtimeSessionInput): Promise<RealtimeSession> {
    const ownerId = ownerIdOf(this.deps.viewer);
    let recipe: Recipe | null = null;
    if (input.recipeId) {
      recipe = await this.deps.services().recipes.get(input.recipeId);
      if (!recipe) throw new RecipeNotFoundError(input.recipeId);
    }
    const { provider, limiter } = this.deps.settings;
    if (!provider) throw new RealtimeVoiceUnavailableError();
    const limited = await limiter(ownerId);
    if (limited) {
      throw new RealtimeSessionRateLimitedError(retryAfterSeconds(limited));
    }
    const prompts = await readPrompts(this.deps.em.fork());
    try {
      const secret = await provider.createSession({
        voice: input.voice,
        instructions: `${chatSystemPrompt(prompts, recipe)}\n\n${voiceRules}`,
        tools: chatToolSpecs(),
      });
      return { ...secret, voice: input.voice };
    } catch (error) {
      // The provider's own sentence is fit for the cook (see ai/providers/openai-errors.ts).
      if (error instanceof Error && (error as { code?: unknown }).code === 'UPSTREAM_FAILED') {
        throw new RealtimeSessionFailedError(error.message);
      }
      throw error;
    }
  }

  async runTool(call: AssistantToolCall): Promise<AssistantToolRun> {
    const ownerId = ownerIdOf(this.deps.viewer);
    const response = emptyResponse();
    const startedAt = new Date();
    const log = (status: Exclude<ChatTurnStatus, 'running'>, error: string | null) =>
      this.logToolCall(ownerId, call, startedAt, status, error);
    try {
      const run = await runChatTool(
        { id: call.callId, name: call.name, arguments: call.arguments },
        this.deps.services(),
        this.deps.settings.math,
      );
      run.effects(response);
      // A call the services refused (another cook's recipe) is answered, but did not happen.
      if ('error' in run.output) await log('failed', run.output.error);
      else await log('completed', null);
      return { callId: call.callId, name: call.name, output: run.output, response };
    } catch (error) {
      // A voice session has no turn to end: the model hears what was wrong and may try again.
      if (error instanceof InvalidToolCallError) {
        await log('failed', error.message);
        return { callId: call.callId, name: call.name, output: { error: error.message }, response };
      }
      await log('failed', error instanceof Error ? error.name : 'unknown error');
      throw error;
    }
  }

  /**
   * One row of the usage log per tool call of a voice session (feature VOICE), so the admin sees
   * what voice did beside the text turns. The call is already done: the row is written finished,
   * never `running` (that state is the text turns' lock). The tokens are the provider's, billed
   * on the session, and unknown here. A log that cannot be written does not undo the call.
   */
  private async logToolCall(
    ownerId: string,
    call: AssistantToolCall,
    startedAt: Date,
    status: Exclude<ChatTurnStatus, 'running'>,
    error: string | null,
  ): Promise<void> {
    const { provider } = this.deps.settings;
    const finishedAt = new Date();
    try {
      await this.deps.em.fork().insert(ChatTurn, {
        id: randomUUID(),
        user: ownerId,
        conversationId: call.conversationId ?? randomUUID(),
        feature: 'VOICE',
        provider: provider?.name ?? 'none',
        model: provider?.model ?? 'none',
        status,
        tools: [call.name],
        latencyMs: finishedAt.getTime() - startedAt.getTime(),
        error,
        startedAt,
        finishedAt,
      });
    } catch (failure) {
      this.deps.logger?.warn({ err: failure }, 'voice tool call not logged');
    }
  }
}
