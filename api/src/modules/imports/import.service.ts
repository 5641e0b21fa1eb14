import {
  DomainError,
  ImportFailedError,
  type ImportProgress,
  type ImportResult,
  type ImportStep,
  type ImportsPort,
  type PhotoHints,
  type Recipe,
  RecipeNotFoundError,
  type Viewer,
} from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { saveImage } from '../images/index.ts';
import type { RecipeService } from '../recipes/index.ts';
import { type EventBus, topics } from '../shared/event-bus.ts';
import { ownerIdOf } from '../shared/owner.ts';
import type { ImportMethod } from './import-attempt.entity.ts';
import { recordImportAttempt } from './import-attempts.ts';
import { importedRecipeInput, storableLink } from './imported-recipe-input.ts';
import type { DraftRecipe, RecipeIntelligence } from './recipe-intelligence.ts';
import { isRecipeLike, missingPartsOf } from './recipe-parts.ts';

type Report = (step: ImportStep, progress: number, message: string) => Promise<void>;

/** Pasted text, a web page or a photo → a saved recipe with nutrition and a picture. */
export class ImportService implements ImportsPort {
  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
    private readonly events: EventBus,
    private readonly intelligence: RecipeIntelligence,
    private readonly recipes: RecipeService,
  ) {}

  fromText(text: string, importId?: string | null): Promise<ImportResult> {
    return this.tracked({ method: 'TEXT' }, importId, async (report) => {
      await report('READING', 0.2, 'Reading the recipe');
      return this.save(await this.intelligence.readText(text), report);
    });
  }

  fromUrl(url: string, importId?: string | null): Promise<ImportResult> {
    return this.tracked({ method: 'URL', url }, importId, async (report) => {
      const existing = await this.recipes.findBySourceUrl(url);
      if (existing) {
        await report('SAVED', 1, 'You imported this recipe before');
        return { recipe: existing, isExisting: true, missingParts: missingPartsOf(existing) };
      }
      await report('FETCHING', 0.1, 'Fetching the page');
      const draft = await this.intelligence.readPage(url, () =>
        report('READING', 0.35, 'Reading the recipe'),
      );
      // The page may name a canonical address other than the one pasted: same recipe.
      const canonical = draft.sourceUrl
        ? await this.recipes.findBySourceUrl(draft.sourceUrl)
        : null;
      if (canonical) {
        await report('SAVED', 1, 'You imported this recipe before');
        return { recipe: canonical, isExisting: true, missingParts: missingPartsOf(canonical) };
      }
      return this.save({ ...draft, sourceUrl: storableLink(draft.sourceUrl) ?? url }, report);
    });
  }

  fromImage(
    dataUrls: readonly string[],
    importId?: string | null,
    hints: PhotoHints = {},
  ): Promise<ImportResult> {
    return this.tracked({ method: 'IMAGE' }, importId, async (report) => {
      await report(
        'READING',
        0.2,
        dataUrls.length > 1 ? `Reading ${dataUrls.length} photos` : 'Reading the photo',
      );
      return this.save(await this.intelligence.readImage(dataUrls, hints), report);
    });
  }

  async generateImage(recipeId: number): Promise<Recipe> {
    const recipe = await this.recipes.get(recipeId);
    if (!recipe) throw new RecipeNotFoundError(recipeId);
    const imageUrl = await this.illustrate(recipe);
    return this.recipes.update(recipeId, { imageUrl });
  }

  /**
   * The import's steps, preceded by READY once the subscription is live: graphql-ws does not
   * acknowledge a subscription, so a client that starts the import on READY misses no step.
   */
  async *progress(importId: string): AsyncGenerator<ImportProgress> {
    const steps = await this.events.listen<ImportProgress>(
      topics.importProgressed(ownerIdOf(this.viewer), importId),
    );
    try {
      yield { importId, step: 'READY', progress: 0, message: 'Ready to start' };
      yield* steps;
    } finally {
      await steps.return?.();
    }
  }

  private async save(draft: DraftRecipe, report: Report): Promise<ImportResult> {
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
      input.imageUrl ?? (await this.illustrate({ ...draft, name: draft.name.trim() }));
    // Through the same rules as the editor's saves, so the recipe can be saved again unchanged.
    const recipe = await this.recipes.create({ ...input, imageUrl });
    await report('SAVED', 1, 'Saved');
    // A partial recipe is still saved; the answer names what the cook should add by hand.
    return { recipe, isExisting: false, missingParts: missingPartsOf(recipe) };
  }

  private async illustrate(recipe: {
    name: string;
    description: string | null;
    ingredients: string[];
    tags: string[];
  }) {
    const image = await this.intelligence.illustrate(recipe);
    return saveImage(this.em, { ...image, ownerId: ownerIdOf(this.viewer), origin: 'generated' });
  }

  /**
   * Runs an import, publishing its steps under the client's importId (when it gave one), and
   * logs the attempt (method, site, outcome; never the content) for the admin reports.
   */
  private async tracked(
    attempt: { method: ImportMethod; url?: string },
    importId: string | null | undefined,
    run: (report: Report) => Promise<ImportResult>,
  ) {
    const topic = importId ? topics.importProgressed(ownerIdOf(this.viewer), importId) : null;
    const report: Report = async (step, progress, message) => {
      if (topic) await this.events.publish(topic, { importId, step, progress, message });
    };
    const startedAt = performance.now();
    try {
      const result = await run(report);
      await this.logAttempt(attempt, startedAt, result.isExisting ? 'EXISTING' : 'SAVED');
      return result;
    } catch (error) {
      await this.logAttempt(
        attempt,
        startedAt,
        'FAILED',
        error instanceof DomainError ? error.code : 'INTERNAL',
      );
      await report(
        'FAILED',
        1,
        error instanceof Error && 'code' in error ? error.message : 'The import failed',
      );
      throw error;
    }
  }

  private async logAttempt(
    attempt: { method: ImportMethod; url?: string },
    startedAt: number,
    outcome: 'SAVED' | 'EXISTING' | 'FAILED',
    errorCode?: string,
  ): Promise<void> {
    try {
      await recordImportAttempt(this.em.fork(), {
        ...attempt,
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
