import { modelChoices } from '../model-choices.ts';
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
import type { AiImage, AiProvider } from './ai-provider.ts';
import { AiUpstreamError } from './ai-provider.ts';
import { fillEmptyFields } from './fill-empty-fields.ts';
import { emptyFields, fillableFields, keepGrounded } from './grounded-fill.ts';
import {
  type RecipeAnswer,
  recipeAnswerJsonSchema,
  recipeAnswerSchema,
  shoppingAnswerJsonSchema,
  shoppingAnswerSchema,
} from './model-output.schemas.ts';
import { createOpenAiClient, type OpenAiClientOptions } from './openai-client.ts';
import { recipeFillSchemas } from './recipe-fill.schemas.ts';

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
  const models = modelChoices(options);
  const chatModel = models.chat.name;
  const visionModel = models.vision.name;
  const imageModel = models.image.name;

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
      const missing = emptyFields(draft);
      if (missing.length === 0) return draft;
      const source = pageText.slice(0, MAX_SOURCE_CHARS);
      const found = Object.fromEntries(
        fillableFields.filter((field) => !missing.includes(field)).map((f) => [f, draft[f]]),
      );
      const schemas = recipeFillSchemas(missing);
      const fill = await client.completeJson({
        model: chatModel,
        system: recipeReadingSystemPrompt,
        user: completeDraftPrompt(missing, JSON.stringify(found), source),
        schemaName: 'recipe_fill',
        jsonSchema: schemas.jsonSchema,
        answer: schemas.answer,
      });
      // Grounded in the text the model was shown: a figure it made up is dropped, not saved.
      return fillEmptyFields(draft, { ...draft, ...keepGrounded(fill, source) });
    },

    async readRecipeImage(images) {
      const parts = (Array.isArray(images) ? images : [images]).map((image: AiImage) => {
        const contentType = image.contentType.toLowerCase().split(';')[0]?.trim() ?? '';
        if (!readableImageTypes.has(contentType)) {
          throw new AiUpstreamError(
            'This image format cannot be read. Use a JPEG, PNG, WebP or GIF.',
          );
        }
        const url = `data:${contentType};base64,${image.bytes.toString('base64')}`;
        return { type: 'image_url' as const, image_url: { url, detail: 'high' as const } };
      });
      const answer = await readRecipe(visionModel, [
        { type: 'text', text: readImagePrompt },
        ...parts,
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
