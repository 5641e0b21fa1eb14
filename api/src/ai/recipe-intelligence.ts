import { ImportFailedError, type Nutrition } from '@app/schema';
import type { Logger } from 'pino';
import type { RecipeIntelligence } from '../modules/imports/index.ts';
import { computeNutrition } from './nutrition/compute-nutrition.ts';
import { minimumNutritionCoverage } from './nutrition/nutrition-coverage.ts';
import { nutritionVersion } from './nutrition/nutrition-version.ts';
import { ImageInputError } from './ocr/image-input.errors.ts';
import { type ImageInput, readImageDataUrl } from './ocr/image-input.ts';
import { type AiProvider, AiUpstreamError } from './providers/ai-provider.ts';
import type { RecipeDraft } from './recipe-draft.ts';
import { inferTags } from './text-import/infer-tags.ts';
import { fetchPage } from './url-import/fetch-page.ts';
import type { PageReader } from './url-import/page-reader.ts';
import { UrlImportError } from './url-import/url-import-error.ts';

export interface RecipeIntelligenceOptions {
  provider: AiProvider;
  /** The admin's recipe prompt, read when a model is asked (changes apply at once). */
  recipePrompt: () => Promise<string>;
  /** ALLOW_PRIVATE_IMPORT_URLS: tests and local development import from loopback servers. */
  allowPrivateImportUrls: boolean;
  logger: Logger;
  /** Reads fetched pages off the main thread, within a time and a heap limit. */
  pageReader: PageReader;
  /** How pages are fetched; the guarded fetch unless a benchmark reads saved pages instead. */
  fetchPage?: typeof fetchPage;
}

/**
 * A page that cannot be fetched or read (not found, a redirect loop, a site that is down or too
 * slow, a page built to be unreadable) is a problem of the address the cook gave, answered 400
 * with the reason, never a 5xx: the server's error rate stays a measure of its own failures.
 * Only the AI provider failing is UPSTREAM_FAILED (502).
 */
function importFailure(error: unknown): unknown {
  if (!(error instanceof UrlImportError)) return error;
  return new ImportFailedError('VALIDATION', error.message);
}

/**
 * The import pipeline's reading half: structured data and local parsers first, the AI provider
 * (when it is OpenAI) only for what they could not find. Errors leave as ImportFailedError.
 */
export function createRecipeIntelligence(options: RecipeIntelligenceOptions): RecipeIntelligence {
  const { provider } = options;
  const withTags = (draft: RecipeDraft): RecipeDraft =>
    draft.tags.length > 0 ? draft : { ...draft, tags: inferTags(draft) };

  return {
    readText: (text) =>
      upstream(async () =>
        withTags(
          await provider.readRecipeText(text, { instructions: await options.recipePrompt() }),
        ),
      ),

    readPage: async (url, onFetched) => {
      const page = await (options.fetchPage ?? fetchPage)(url, {
        allowPrivateAddresses: options.allowPrivateImportUrls,
      }).catch((error: unknown) => {
        throw importFailure(error);
      });
      await onFetched();
      const { draft: extracted, text } = await options.pageReader
        .read({
          body: page.body,
          contentType: page.contentType,
          pageUrl: page.finalUrl,
          withText: provider.name !== 'local',
        })
        .catch((error: unknown) => {
          throw importFailure(error);
        });
      return upstream(async () => {
        if (provider.name === 'local' || text === null) {
          if (!extracted) throw noRecipe();
          return withTags(extracted);
        }
        const draft = extracted
          ? await provider.completeDraft(extracted, text)
          : await provider.readRecipeText(text, { instructions: await options.recipePrompt() });
        return withTags({ ...draft, sourceUrl: draft.sourceUrl ?? page.finalUrl });
      });
    },

    readImage: async (dataUrls, hints) => {
      const images: ImageInput[] = [];
      for (const [index, dataUrl] of dataUrls.entries()) {
        const image = await readImageDataUrl(dataUrl).catch((error: unknown) => {
          if (error instanceof ImageInputError) {
            const which = dataUrls.length > 1 ? `Photo ${index + 1}: ` : '';
            throw new ImportFailedError('VALIDATION', `${which}${error.message}`);
          }
          throw error;
        });
        images.push(image);
      }
      return upstream(async () => withTags(await provider.readRecipeImage(images, hints)));
    },

    nutrition: (ingredients, servings): Nutrition | null => {
      const estimate = computeNutrition(ingredients, servings);
      return estimate.coverage >= minimumNutritionCoverage ? estimate.perServing : null;
    },

    nutritionVersion,

    illustrate: (recipe) => upstream(() => provider.generateRecipeImage(recipe)),
  };

  /** A provider failure is the remote service's (502), told in words the user understands. */
  async function upstream<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AiUpstreamError) {
        options.logger.warn({ err: error, detail: error.detail }, 'AI provider failed');
        throw new ImportFailedError('UPSTREAM_FAILED', error.message);
      }
      throw error;
    }
  }
}

const noRecipe = () =>
  new ImportFailedError(
    'VALIDATION',
    "We couldn't find a recipe on that page. Try another address, or paste the recipe as text.",
  );
