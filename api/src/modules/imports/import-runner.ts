import {
  DomainError,
  ImportFailedError,
  type ImportStep,
  type PhotoHints,
  RecipeNotFoundError,
  type Viewer,
} from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { saveImage } from '../images/index.ts';
import type { RecipeService } from '../recipes/index.ts';
import { type EventBus, topics } from '../shared/event-bus.ts';
import type { RunningJob } from '../shared/job-queue.ts';
import { ownerIdOf } from '../shared/owner.ts';
import type { ImportMethod } from './import-attempt.entity.ts';
import { recordImportAttempt } from './import-attempts.ts';
import type { ImportEvent, ImportJobData, ImportOutcome, ImportRequest } from './import-job.ts';
import { findImportOutcome, recordImportOutcome } from './import-results.ts';
import { importedRecipeInput, storableLink } from './imported-recipe-input.ts';
import type { DraftRecipe, RecipeIntelligence } from './recipe-intelligence.ts';
import { isRecipeLike, missingPartsOf } from './recipe-parts.ts';

type Report = (step: ImportStep, progress: number, message: string) => Promise<void>;

type Saved = Extract<ImportOutcome, { status: 'SAVED' }>;

/**
 * One try of a queued import, on whichever replica took the job: pasted text, a web page or a
 * photo → a saved recipe with nutrition and a picture. Steps go out on the event bus under the
 * import's id; the last one (SAVED or FAILED) carries the outcome.
 */
export class ImportRunner {
  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer,
    private readonly events: EventBus,
    private readonly intelligence: RecipeIntelligence,
    private readonly recipes: RecipeService,
  ) {}

  /**
   * A cook's mistake (a page without a recipe) is an outcome, not a failed try: trying again
   * would find the same. Anything else fails the try; the queue tries again, and the cook hears
   * of it only after the last try.
   */
  async perform(job: RunningJob<ImportJobData>): Promise<ImportOutcome> {
    const { importId, request } = job.data;
    const topic = topics.importProgressed(ownerIdOf(this.viewer), importId);
    const publish = (event: Omit<ImportEvent, 'importId'>) =>
      this.events.publish(topic, { importId, ...event });
    const report: Report = (step, progress, message) => publish({ step, progress, message });
    // A try that follows one which finished but could not tell the queue: answer, don't redo.
    const recorded = await findImportOutcome(this.em.fork(), job.id);
    if (recorded) {
      await publish(lastStepOf(recorded));
      return recorded;
    }
    const method = methodOf(request);
    const startedAt = performance.now();
    let outcome: ImportOutcome;
    let unexpected: unknown = null;
    try {
      outcome = await this.run(request, report, job.signal);
      if (method) {
        await this.logAttempt(
          method,
          request,
          startedAt,
          outcome.isExisting ? 'EXISTING' : 'SAVED',
        );
      }
    } catch (error) {
      const isFinal = error instanceof DomainError || job.isLastAttempt;
      if (!isFinal) throw error;
      if (!(error instanceof DomainError)) unexpected = error;
      outcome =
        error instanceof DomainError
          ? { status: 'FAILED', code: error.code, message: error.message }
          : { status: 'FAILED', code: 'INTERNAL', message: 'The import failed' };
      if (method) await this.logAttempt(method, request, startedAt, 'FAILED', outcome.code);
    }
    // Kept before it is announced, so whoever hears the last step can read the answer.
    const kept = await recordImportOutcome(this.em.fork(), {
      jobId: job.id,
      userId: ownerIdOf(this.viewer),
      outcome,
    });
    await publish(lastStepOf(kept));
    // The cook has their answer; the queue still counts the try as failed.
    if (unexpected) throw unexpected;
    return kept;
  }

  private run(request: ImportRequest, report: Report, signal: AbortSignal): Promise<Saved> {
    switch (request.kind) {
      case 'TEXT':
        return this.fromText(request.text, report, signal);
      case 'URL':
        return this.fromUrl(request.url, report, signal);
      case 'IMAGE':
        return this.fromImage(request.images, { languages: request.languages }, report, signal);
      case 'PICTURE':
        return this.redraw(request.recipeId);
    }
  }

  private async fromText(text: string, report: Report, signal: AbortSignal) {
    await report('READING', 0.2, 'Reading the recipe');
    return this.save(await this.intelligence.readText(text), report, signal);
  }

  private async fromUrl(url: string, report: Report, signal: AbortSignal): Promise<Saved> {
    const existing = await this.recipes.findBySourceUrl(url);
    if (existing) return existingOutcome(existing);
    await report('FETCHING', 0.1, 'Fetching the page');
    const draft = await this.intelligence.readPage(url, () =>
      report('READING', 0.35, 'Reading the recipe'),
    );
    // The page may name a canonical address other than the one pasted: same recipe.
    const canonical = draft.sourceUrl ? await this.recipes.findBySourceUrl(draft.sourceUrl) : null;
    if (canonical) return existingOutcome(canonical);
    return this.save({ ...draft, sourceUrl: storableLink(draft.sourceUrl) ?? url }, report, signal);
  }

  private async fromImage(
    dataUrls: readonly string[],
    hints: PhotoHints,
    report: Report,
    signal: AbortSignal,
  ) {
    await report(
      'READING',
      0.2,
      dataUrls.length > 1 ? `Reading ${dataUrls.length} photos` : 'Reading the photo',
    );
    return this.save(await this.intelligence.readImage(dataUrls, hints), report, signal);
  }

  private async redraw(recipeId: number): Promise<Saved> {
    const recipe = await this.recipes.get(recipeId);
    if (!recipe) throw new RecipeNotFoundError(recipeId);
    const imageUrl = await this.illustrate(recipe);
    await this.recipes.update(recipeId, { imageUrl });
    return { status: 'SAVED', recipeId, isExisting: true, missingParts: [] };
  }

  private async save(draft: DraftRecipe, report: Report, signal: AbortSignal): Promise<Saved> {
    // Judged on what would be saved: lines that cut to nothing are not ingredients or steps.
    const input = importedRecipeInput(draft);
    if (!isRecipeLike(input)) {
      throw new ImportFailedError(
        'VALIDATION',
        "We couldn't find a recipe there. Check that it has ingredients and steps, or paste the text.",
      );
    }
    // recipes.create works the figures out from the ingredients; this step only reports it.
    await report('NUTRITION', 0.6, 'Computing nutrition');
    await report('IMAGE', 0.8, input.imageUrl ? "Keeping the page's picture" : 'Drawing a picture');
    const imageUrl =
      input.imageUrl ??
      (await this.illustrate({
        name: input.name,
        description: input.description ?? null,
        ingredients: input.ingredients ?? [],
        tags: input.tags ?? [],
      }));
    // A try past its time limit is being tried again elsewhere: this one must not save too.
    signal.throwIfAborted();
    // Through the same rules as the editor's saves, so the recipe can be saved again unchanged.
    const recipe = await this.recipes.create({ ...input, imageUrl });
    // A partial recipe is still saved; the outcome names what the cook should add by hand.
    return {
      status: 'SAVED',
      recipeId: recipe.id,
      isExisting: false,
      missingParts: missingPartsOf(recipe),
    };
  }

  private async illustrate(recipe: {
    name: string;
    description: string | null;
    ingredients: string[];
    tags: string[];
  }) {
    const image = await this.intelligence.illustrate(recipe);
    // Written by the recipe's own flush (same unit of work): a recipe that fails to save leaves
    // no picture behind.
    return saveImage(
      this.em,
      { ...image, ownerId: ownerIdOf(this.viewer), origin: 'generated' },
      { flush: false },
    );
  }

  /** The attempt log (method, site, outcome; never the content) for the admin reports. */
  private async logAttempt(
    method: ImportMethod,
    request: ImportRequest,
    startedAt: number,
    outcome: 'SAVED' | 'EXISTING' | 'FAILED',
    errorCode?: string,
  ): Promise<void> {
    try {
      await recordImportAttempt(this.em.fork(), {
        method,
        url: request.kind === 'URL' ? request.url : undefined,
        userId: ownerIdOf(this.viewer),
        outcome,
        errorCode,
        latencyMs: performance.now() - startedAt,
      });
    } catch {
      // The usage log never decides an import: a saved recipe is not reported as a failure
      // (a retry would save it twice), and a failure keeps its own message.
    }
  }
}

function lastStepOf(outcome: ImportOutcome): Omit<ImportEvent, 'importId'> {
  if (outcome.status === 'FAILED')
    return { step: 'FAILED', progress: 1, message: outcome.message, outcome };
  return {
    step: 'SAVED',
    progress: 1,
    message: outcome.isExisting ? 'You imported this recipe before' : 'Saved',
    recipeId: outcome.recipeId,
    outcome,
  };
}

function existingOutcome(recipe: Parameters<typeof missingPartsOf>[0] & { id: number }): Saved {
  return {
    status: 'SAVED',
    recipeId: recipe.id,
    isExisting: true,
    missingParts: missingPartsOf(recipe),
  };
}

/** Drawing a picture is not an import: the attempt log leaves it out. */
function methodOf(request: ImportRequest): ImportMethod | null {
  return request.kind === 'PICTURE' ? null : request.kind;
}
