import { recipePhotoPrompt } from '../prompts/recipe-photo.ts';
import {
  completeDraftPrompt,
  readImagePrompt,
  readTextPrompt,
  recipeReadingSystemPrompt,
} from '../prompts/recipe-reading.ts';
import {
  organizeListPrompt,
  shoppingOrganizingSystemPrompt,
} from '../prompts/shopping-organizing.ts';
import type { RecipeDraft } from '../recipe-draft.ts';
import type { AiProvider } from './ai-provider.ts';
import { AiUpstreamError } from './ai-provider.ts';
import { fillEmptyFields } from './fill-empty-fields.ts';
import {
  type RecipeAnswer,
  recipeAnswerJsonSchema,
  recipeAnswerSchema,
  shoppingAnswerJsonSchema,
  shoppingAnswerSchema,
} from './model-output.schemas.ts';
import { createOpenAiClient, type OpenAiClientOptions } from './openai-client.ts';

export interface OpenAiProviderOptions extends OpenAiClientOptions {
  chatModel?: string;
  visionModel?: string;
  imageModel?: string;
}

/** Caps what one request sends, so a huge page cannot run up the token bill. */
const MAX_SOURCE_CHARS = 60_000;
const readableImageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = createOpenAiClient(options);
  const chatModel = options.chatModel ?? 'gpt-4.1-mini';
  const visionModel = options.visionModel ?? chatModel;
  const imageModel = options.imageModel ?? 'gpt-image-1';

  const readRecipe = async (
    model: string,
    user: Parameters<typeof client.completeJson>[0]['user'],
    instructions?: string,
  ): Promise<RecipeAnswer> =>
    client.completeJson({
      model,
      system: withInstructions(recipeReadingSystemPrompt, instructions),
      user,
      schemaName: 'recipe',
      jsonSchema: recipeAnswerJsonSchema,
      answer: recipeAnswerSchema,
    });

  return {
    name: 'openai',

    async readRecipeText(text, readOptions) {
      const answer = await readRecipe(
        chatModel,
        readTextPrompt(text.slice(0, MAX_SOURCE_CHARS)),
        readOptions?.instructions,
      );
      return toDraft(answer);
    },

    async completeDraft(draft, pageText) {
      const answer = await readRecipe(
        chatModel,
        completeDraftPrompt(JSON.stringify(draft), pageText.slice(0, MAX_SOURCE_CHARS)),
      );
      return fillEmptyFields(draft, toDraft(answer));
    },

    async readRecipeImage(image) {
      const contentType = image.contentType.toLowerCase().split(';')[0]?.trim() ?? '';
      if (!readableImageTypes.has(contentType)) {
        throw new AiUpstreamError(
          'This image format cannot be read. Use a JPEG, PNG, WebP or GIF.',
        );
      }
      const url = `data:${contentType};base64,${image.bytes.toString('base64')}`;
      const answer = await readRecipe(visionModel, [
        { type: 'text', text: readImagePrompt },
        { type: 'image_url', image_url: { url, detail: 'high' } },
      ]);
      return toDraft(answer);
    },

    async generateRecipeImage(recipe) {
      return client.generateImage({ model: imageModel, prompt: recipePhotoPrompt(recipe) });
    },

    async organizeShoppingList(items, instructions) {
      if (items.length === 0) return [];
      const answer = await client.completeJson({
        model: chatModel,
        system: withInstructions(shoppingOrganizingSystemPrompt, instructions),
        user: organizeListPrompt(JSON.stringify(items)),
        schemaName: 'shopping_list',
        jsonSchema: shoppingAnswerJsonSchema,
        answer: shoppingAnswerSchema,
      });
      return answer.items;
    },
  };
}

function withInstructions(system: string, instructions: string | undefined): string {
  const extra = instructions?.trim();
  return extra ? `${system}\n\n${extra}` : system;
}

function toDraft(answer: RecipeAnswer): RecipeDraft {
  return {
    ...answer,
    description: answer.description === '' ? null : answer.description,
    imageUrl: null,
    sourceUrl: null,
  };
}
