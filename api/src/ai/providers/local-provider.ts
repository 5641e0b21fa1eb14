import type { PhotoHints } from '@app/schema';
import { renderRecipeIllustration } from '../illustration/recipe-illustration.ts';
import type { RecipeDraft } from '../recipe-draft.ts';
import type { AiImage, AiProvider } from './ai-provider.ts';
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
  /**
   * Reads the photos of one recipe into a draft with their layout (`ai/ocr`); without it each
   * photo's plain text is recognized and the texts are parsed together.
   */
  readPhotos?: (photos: Buffer[], hints: PhotoHints) => Promise<RecipeDraft>;
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

    async readRecipeImage(images, hints = {}) {
      const photos = (Array.isArray(images) ? images : [images]).map(
        (image: AiImage) => image.bytes,
      );
      try {
        if (dependencies.readPhotos) return await dependencies.readPhotos(photos, hints);
        const texts: string[] = [];
        for (const photo of photos) texts.push(await dependencies.recognizeImage(photo));
        return dependencies.parseText(texts.join('\n\n'));
      } catch (error) {
        throw new AiUpstreamError('Could not read text from this photo. Try a sharper picture.', {
          cause: error,
          detail: 'local OCR failed',
        });
      }
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
