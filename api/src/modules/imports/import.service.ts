import { randomUUID } from 'node:crypto';
import {
  DomainError,
  ImportFailedError,
  type ImportProgress,
  type ImportResult,
  type ImportSource,
  type ImportsPort,
  type PhotoHints,
  type Recipe,
  RecipeNotFoundError,
  TooManyImportsError,
  type Viewer,
} from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import type { RecipeService } from '../recipes/index.ts';
import { type EventBus, topics } from '../shared/event-bus.ts';
import type { JobQueue } from '../shared/job-queue.ts';
import { ownerIdOf } from '../shared/owner.ts';
import {
  type ImportEvent,
  type ImportJobData,
  type ImportOutcome,
  type ImportRequest,
  importBudget,
  importJobId,
  importQueue,
} from './import-job.ts';
import { findImportOutcome } from './import-results.ts';

type Failed = Extract<ImportOutcome, { status: 'FAILED' }>;

/** An import whose last try ended with its process, leaving no outcome. */
const lostImport: Failed = { status: 'FAILED', code: 'INTERNAL', message: 'The import failed' };

/** How often a waiting request asks the queue, in case the last step went by unseen. */
const pollMs = 2_000;

/**
 * Imports for the signed-in cook, queued as jobs (see ImportRunner for the work itself). The
 * analyze calls wait for their job and answer the recipe, as they always did; `start` answers
 * the import's id at once and the client follows its steps.
 */
export class ImportService implements ImportsPort {
  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
    private readonly events: EventBus,
    private readonly jobs: JobQueue,
    private readonly recipes: RecipeService,
  ) {}

  fromText(text: string, importId?: string | null): Promise<ImportResult> {
    return this.importAndWait({ kind: 'TEXT', text }, importId);
  }

  fromUrl(url: string, importId?: string | null): Promise<ImportResult> {
    return this.importAndWait({ kind: 'URL', url }, importId);
  }

  fromImage(
    dataUrls: readonly string[],
    importId?: string | null,
    hints: PhotoHints = {},
  ): Promise<ImportResult> {
    return this.importAndWait(
      { kind: 'IMAGE', images: [...dataUrls], languages: [...(hints.languages ?? [])] },
      importId,
    );
  }

  async generateImage(recipeId: number): Promise<Recipe> {
    // Someone else's recipe, or none, is refused here rather than queued.
    if (!(await this.recipes.get(recipeId))) throw new RecipeNotFoundError(recipeId);
    const outcome = await this.queueAndWait({ kind: 'PICTURE', recipeId }, null);
    if (outcome.status === 'FAILED') throw failureOf(outcome, recipeId);
    const recipe = await this.recipes.get(recipeId);
    if (!recipe) throw new RecipeNotFoundError(recipeId);
    return recipe;
  }

  /** Queues the import and answers its id; its steps and outcome follow on `progress`. */
  async start(source: ImportSource, importId?: string | null): Promise<string> {
    const id = importId ?? randomUUID();
    await this.send(source, id);
    return id;
  }

  /** How the import with this id ended, or null while it runs (or when it is not the cook's). */
  async outcome(importId: string): Promise<ImportResult | null> {
    const jobId = this.jobIdOf(importId);
    const outcome = await this.recordedOutcome(jobId);
    if (outcome?.status === 'SAVED') return this.resultOf(outcome);
    if (outcome) throw failureOf(outcome);
    // Given up without an outcome: its last try died with its process.
    const job = await this.jobs.find(importQueue.name, jobId);
    if (job?.state === 'failed') throw failureOf(lostImport);
    return null;
  }

  /**
   * The import's steps, preceded by READY once the subscription is live: graphql-ws does not
   * acknowledge a subscription, so a client that starts the import on READY misses no step.
   */
  async *progress(importId: string): AsyncGenerator<ImportProgress> {
    const steps = await this.events.listen<ImportProgress>(this.topicOf(importId));
    try {
      yield { importId, step: 'READY', progress: 0, message: 'Ready to start' };
      yield* steps;
    } finally {
      await steps.return?.();
    }
  }

  private async importAndWait(request: ImportRequest, importId: string | null | undefined) {
    const outcome = await this.queueAndWait(request, importId);
    if (outcome.status === 'FAILED') throw failureOf(outcome);
    return this.resultOf(outcome);
  }

  /**
   * Listens for the import's last step, then queues it and waits: for the step (on whichever
   * replica the job ran), or for the kept outcome, read every 2 s in case the step went by
   * unseen (replicas without Redis, a reconnect).
   */
  private async queueAndWait(
    request: ImportRequest,
    importId: string | null | undefined,
  ): Promise<ImportOutcome> {
    const id = importId ?? randomUUID();
    const steps = await this.events.listen<ImportEvent>(this.topicOf(id));
    try {
      const jobId = await this.send(request, id);
      const lastStep = (async () => {
        for await (const step of steps) if (step.outcome) return step.outcome;
        return null;
      })();
      while (true) {
        const settled = await Promise.race([lastStep, delay(pollMs).then(() => undefined)]);
        if (settled) return settled;
        const recorded = await this.recordedOutcome(jobId);
        if (recorded) return recorded;
        // Given up without an outcome: its last try died with its process.
        const job = await this.jobs.find(importQueue.name, jobId);
        if (job?.state === 'failed' || !job) return lostImport;
      }
    } finally {
      await steps.return?.();
    }
  }

  private recordedOutcome(jobId: string) {
    return findImportOutcome(this.em.fork(), jobId, ownerIdOf(this.viewer));
  }

  private async send(request: ImportRequest, importId: string): Promise<string> {
    const viewer = this.signedIn();
    const jobId = this.jobIdOf(importId);
    // A retry of an import already queued queues nothing, so it is never refused.
    if (!(await this.jobs.find(importQueue.name, jobId))) {
      const unfinished = await this.jobs.unfinished(importQueue.name, {
        viewer: { id: viewer.id },
      });
      if (unfinished >= importBudget.unfinished) {
        throw new TooManyImportsError(unfinished, importBudget.retryAfterSeconds);
      }
    }
    const data: ImportJobData = { importId, viewer, request };
    return this.jobs.send(importQueue.name, data, { id: jobId });
  }

  private async resultOf(outcome: Extract<ImportOutcome, { status: 'SAVED' }>) {
    const recipe = await this.recipes.get(outcome.recipeId);
    // Deleted since it was imported (a second tab): as good as a failed import.
    if (!recipe) throw new RecipeNotFoundError(outcome.recipeId);
    return { recipe, isExisting: outcome.isExisting, missingParts: outcome.missingParts };
  }

  private signedIn(): Viewer {
    if (!this.viewer) throw new DomainError('UNAUTHENTICATED', 'Sign in to import recipes.');
    return { id: this.viewer.id, email: this.viewer.email, isAdmin: this.viewer.isAdmin };
  }

  private jobIdOf(importId: string) {
    return importJobId(ownerIdOf(this.viewer), importId);
  }

  private topicOf(importId: string) {
    return topics.importProgressed(ownerIdOf(this.viewer), importId);
  }
}

/** The typed error the cook's request answers with, as the import itself would have thrown. */
function failureOf(outcome: Failed, recipeId?: number): Error {
  if (outcome.code === 'NOT_FOUND' && recipeId !== undefined)
    return new RecipeNotFoundError(recipeId);
  if (
    outcome.code === 'VALIDATION' ||
    outcome.code === 'UPSTREAM_FAILED' ||
    outcome.code === 'NOT_FOUND'
  )
    return new ImportFailedError(outcome.code, outcome.message);
  if (outcome.code === 'INTERNAL') return new Error(outcome.message);
  return new DomainError(outcome.code as DomainError['code'], outcome.message);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
