import { randomUUID } from 'node:crypto';
import {
  type ChatbotPrompts,
  ChatFailedError,
  type ChatPort,
  type ChatResponse,
  type ChatTurnEvent,
  ChatTurnInProgressError,
  type ChatTurnInput,
  ChatTurnRateLimitedError,
  type Recipe,
  RecipeNotFoundError,
  ValidationError,
  type Viewer,
} from '@app/schema';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { readPrompts } from '../prompts/index.ts';
import { type EventBus, topics } from '../shared/event-bus.ts';
import { ownerIdOf } from '../shared/owner.ts';
import { type CookRateLimiter, retryAfterSeconds } from '../shared/user-rate-limiter.ts';
import { ChatConversation } from './chat-conversation.entity.ts';
import type { ChatModel, ChatModelMessage, ChatModelUsage } from './chat-model.ts';
import { chatSystemPrompt } from './chat-system-prompt.ts';
import {
  type ChatToolServices,
  InvalidToolCallError,
  type KitchenMath,
  runChatTool,
} from './chat-tool-runner.ts';
import { ChatTurn, type ChatTurnStatus } from './chat-turn.entity.ts';
import { compensateAll, runTurn, ToolLoopError } from './chat-turn-runner.ts';

/** Spec §9: the assistant reads the last 10 messages. */
const historyLength = 10;
const chatError = 'Failed to get response. Please try again.';

export interface ChatSettings {
  model: ChatModel;
  math: KitchenMath;
  /** Keep message text in the usage log (CHAT_LOG_CONTENT); off by default. */
  logContent: boolean;
  /** A turn longer than this is stopped and reported as a failure. */
  turnTimeoutMs: number;
  logger: { warn(details: object, message: string): void };
}

export interface ChatServiceDependencies {
  em: EntityManager;
  viewer: Viewer | null;
  events: EventBus;
  settings: ChatSettings;
  /** The cook's services with a fresh unit of work, for each tool call. */
  services: () => ChatToolServices;
  /** Turns per cook per minute and per hour (chat-turn-budget.ts), shared by the replicas. */
  turnLimiter: CookRateLimiter;
}

interface PreparedTurn {
  turnId: string;
  ownerId: string;
  input: ChatTurnInput;
  recipe: Recipe | null;
  prompts: ChatbotPrompts;
}

type Ending =
  | { status: 'completed'; response: ChatResponse }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

/**
 * The assistant (spec §3 Chat). A turn reads the conversation's prompts and the open recipe,
 * then runs the model with the tools (chat-turn-runner.ts). Everything a replica must share goes
 * through the database (the usage log row is also the one-turn-per-cook lock) or the event bus
 * (the turn's steps, and cancel). A turn that fails or is cancelled takes back what its tools
 * did, so the cook is never left with half a change.
 */
export class ChatService implements ChatPort {
  constructor(private readonly deps: ChatServiceDependencies) {}

  async reply(input: ChatTurnInput): Promise<ChatResponse> {
    const turn = await this.prepare(randomUUID(), input);
    const ending = await this.execute(turn, false);
    if (ending.status === 'completed') return ending.response;
    throw new ChatFailedError(ending.status === 'failed' ? ending.message : chatError);
  }

  async start(turnId: string, input: ChatTurnInput): Promise<void> {
    const turn = await this.prepare(turnId, input);
    // Runs on after the mutation answers; its steps and its end reach the cook by the bus.
    void this.execute(turn, true).catch((error: unknown) =>
      this.deps.settings.logger.warn({ err: error, turnId }, 'chat turn crashed'),
    );
  }

  async cancel(turnId: string): Promise<boolean> {
    const ownerId = ownerIdOf(this.deps.viewer);
    const running = await this.deps.em
      .fork()
      .findOne(ChatTurn, { id: turnId, user: ownerId, status: 'running' });
    if (!running) return false;
    await this.deps.events.publish(topics.chatTurnCancelled(ownerId, turnId), { turnId });
    return true;
  }

  async *events(turnId: string): AsyncGenerator<ChatTurnEvent> {
    const ownerId = ownerIdOf(this.deps.viewer);
    const steps = await this.deps.events.listen<ChatTurnEvent>(topics.chatTurn(ownerId, turnId));
    try {
      // graphql-ws does not acknowledge a subscription: READY says it is live, start now.
      yield { turnId, sequence: 0, kind: 'READY' };
      for await (const step of steps) {
        yield step;
        if (step.kind === 'DONE' || step.kind === 'FAILED' || step.kind === 'CANCELLED') return;
      }
    } finally {
      await steps.return?.();
    }
  }

  /** Everything that can refuse the turn before it starts: the recipe, the lock. */
  private async prepare(turnId: string, input: ChatTurnInput): Promise<PreparedTurn> {
    const ownerId = ownerIdOf(this.deps.viewer);
    let recipe: Recipe | null = null;
    if (input.recipeId) {
      recipe = await this.deps.services().recipes.get(input.recipeId);
      if (!recipe) throw new RecipeNotFoundError(input.recipeId);
    }
    const limited = await this.deps.turnLimiter(ownerId);
    if (limited) throw new ChatTurnRateLimitedError(retryAfterSeconds(limited));
    const prompts = await this.promptsOf(ownerId, input.conversationId);
    await this.claim(turnId, ownerId, input, recipe);
    return { turnId, ownerId, input, recipe, prompts };
  }

  private async execute(turn: PreparedTurn, isStreamed: boolean): Promise<Ending> {
    const { settings, events } = this.deps;
    const startedAt = performance.now();
    const cancel = new AbortController();
    const timeout = AbortSignal.timeout(settings.turnTimeoutMs);
    const signal = AbortSignal.any([cancel.signal, timeout]);
    const stopRequests = isStreamed
      ? await events.listen(topics.chatTurnCancelled(turn.ownerId, turn.turnId))
      : null;
    void (async () => {
      for await (const _request of stopRequests ?? []) return cancel.abort();
    })();
    let sequence = 0;
    const emit = async (step: Omit<ChatTurnEvent, 'turnId' | 'sequence'>) => {
      if (isStreamed) {
        await events.publish(topics.chatTurn(turn.ownerId, turn.turnId), {
          turnId: turn.turnId,
          sequence: ++sequence,
          ...step,
        });
      }
    };
    const compensations: Array<() => Promise<void>> = [];
    let toolNames: string[] = [];
    let usage: ChatModelUsage | null = null;
    try {
      const outcome = await runTurn(
        {
          model: settings.model,
          system: chatSystemPrompt(turn.prompts, turn.recipe),
          messages: messagesOf(turn.input),
          recipe: turn.recipe,
          signal,
          runTool: (call) => runChatTool(call, this.deps.services(), settings.math),
          emit,
        },
        compensations,
      );
      ({ toolNames, usage } = outcome);
      await this.finish(turn, 'completed', {
        startedAt,
        toolNames,
        usage,
        response: outcome.response.response,
      });
      await emit({ kind: 'DONE', response: outcome.response });
      return { status: 'completed', response: outcome.response };
    } catch (error) {
      await compensateAll(compensations);
      if (cancel.signal.aborted) {
        await this.finish(turn, 'cancelled', { startedAt, toolNames, usage });
        await emit({ kind: 'CANCELLED' });
        return { status: 'cancelled' };
      }
      const message = timeout.aborted
        ? 'The assistant took too long to answer. Please try again.'
        : messageFor(error);
      settings.logger.warn({ err: error, turnId: turn.turnId }, 'chat turn failed');
      await this.finish(turn, 'failed', { startedAt, toolNames, usage, error: detailOf(error) });
      await emit({ kind: 'FAILED', error: message });
      return { status: 'failed', message };
    } finally {
      await stopRequests?.return?.();
    }
  }

  /**
   * The usage log row, inserted as `running`: the unique index over running turns makes it the
   * cook's lock on every replica. A turn left running by a replica that died is given up after
   * its time is well past, so the cook is not locked out.
   */
  private async claim(
    turnId: string,
    ownerId: string,
    input: ChatTurnInput,
    recipe: Recipe | null,
  ): Promise<void> {
    const em = this.deps.em.fork();
    const row = {
      id: turnId,
      user: ownerId,
      conversationId: input.conversationId,
      feature: recipe ? 'RECIPE' : 'GENERAL',
      provider: this.deps.settings.model.provider,
      model: this.deps.settings.model.model,
      status: 'running' as const,
      tools: [],
      userMessage: this.deps.settings.logContent ? input.message : null,
    };
    for (let attempt = 0; ; attempt++) {
      try {
        await em.insert(ChatTurn, row);
        return;
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        const running = await em.findOne(ChatTurn, { user: ownerId, status: 'running' });
        if (!running) {
          // Either the id is taken, or the turn that held the lock ended in between (another
          // device of the cook's): then the lock is free, and the insert is tried again.
          if (attempt >= 3 || (await em.count(ChatTurn, { id: turnId })) > 0) {
            throw new ValidationError('This turn id was used already.');
          }
          continue;
        }
        const staleBefore = Date.now() - this.deps.settings.turnTimeoutMs - 30_000;
        if (attempt > 0 || running.startedAt.getTime() > staleBefore) {
          throw new ChatTurnInProgressError(running.id);
        }
        await em.nativeUpdate(
          ChatTurn,
          { id: running.id, status: 'running' },
          { status: 'failed', error: 'abandoned', finishedAt: new Date() },
        );
      }
    }
  }

  private async finish(
    turn: PreparedTurn,
    status: Exclude<ChatTurnStatus, 'running'>,
    details: {
      startedAt: number;
      toolNames: string[];
      usage: ChatModelUsage | null;
      response?: string;
      error?: string;
    },
  ): Promise<void> {
    await this.deps.em.fork().nativeUpdate(
      ChatTurn,
      { id: turn.turnId },
      {
        status,
        tools: details.toolNames,
        inputTokens: details.usage?.inputTokens ?? null,
        outputTokens: details.usage?.outputTokens ?? null,
        latencyMs: Math.round(performance.now() - details.startedAt),
        error: details.error ?? null,
        response: this.deps.settings.logContent ? (details.response ?? null) : null,
        finishedAt: new Date(),
      },
    );
  }

  /** The prompts as they were when the conversation began (read and kept on its first turn). */
  private async promptsOf(ownerId: string, conversationId: string): Promise<ChatbotPrompts> {
    const em = this.deps.em.fork();
    const key = `${ownerId}/${conversationId}`;
    const existing = await em.findOne(ChatConversation, { key });
    if (existing) return existing.prompts;
    const prompts = await readPrompts(em);
    try {
      await em.insert(ChatConversation, { key, user: ownerId, prompts });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // Two first turns at once (two tabs): the one saved first is the conversation's.
      const saved = await em.fork().findOne(ChatConversation, { key });
      if (saved) return saved.prompts;
    }
    return prompts;
  }
}

function messagesOf(input: ChatTurnInput): ChatModelMessage[] {
  return [
    ...input.history
      .slice(-historyLength)
      .map((message) => ({ role: message.role, content: message.content })),
    { role: 'user', content: input.message },
  ];
}

/** What the cook is told: the AI service's own user-fit sentence, else the spec's Chat Error. */
function messageFor(error: unknown): string {
  if (error instanceof InvalidToolCallError || error instanceof ToolLoopError) {
    return 'The assistant tried a change it could not make, so nothing was changed. Please try again.';
  }
  if (error instanceof Error && (error as { code?: unknown }).code === 'UPSTREAM_FAILED') {
    return error.message;
  }
  return chatError;
}

/** For the operators' log: what went wrong, never a message text or a secret. */
function detailOf(error: unknown): string {
  if (error instanceof Error) {
    const detail = (error as { detail?: unknown }).detail;
    return `${error.name}: ${typeof detail === 'string' ? detail : error.message}`.slice(0, 500);
  }
  return 'unknown failure';
}
