import { renderRecipeIllustration } from '../illustration/recipe-illustration.ts';
import type { RecipeDraft } from '../recipe-draft.ts';
import type { AiProvider } from './ai-provider.ts';
import { AiUpstreamError } from './ai-provider.ts';
import { organizeShoppingListLocally } from './local-shopping-organizer.ts';

/**
 * What the offline provider is made of. The text parser and the OCR live in their own folders
 * (`ai/text-import`, `ai/ocr`); the composition root passes them in, so this file depends on
 * their shape only.
 */
export interface LocalProviderDependencies {
  parseText: (text: string) => RecipeDraft;
  recognizeImage: (bytes: Buffer) => Promise<string>;
}

/** Offline and deterministic: the same input always gives the same answer. */
export function createLocalProvider(dependencies: LocalProviderDependencies): AiProvider {
  return {
    name: 'local',

    // Admin instructions steer a model; the rule-based parser has nothing to steer.
    async readRecipeText(text) {
      return dependencies.parseText(text);
    },

    // No model to fill gaps with: the parsed draft is already all the page gives us offline.
    async completeDraft(draft) {
      return draft;
    },

    async readRecipeImage(image) {
      let text: string;
      try {
        text = await dependencies.recognizeImage(image.bytes);
      } catch (error) {
        throw new AiUpstreamError('Could not read text from this photo. Try a sharper picture.', {
          cause: error,
          detail: 'local OCR failed',
        });
      }
      return dependencies.parseText(text);
    },

    async generateRecipeImage(recipe) {
      const svg = renderRecipeIllustration(recipe);
      return { bytes: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml' };
    },

    async organizeShoppingList(items) {
      return organizeShoppingListLocally(items);
    },
  };
}
