import type { RecipePart } from '@app/schema';
import type { FastifyInstance } from 'fastify';
import { maxUploadBodyBytes } from '../server/body-limits.ts';
import { acceptedLanguages } from './accept-language.ts';
import { RestError } from './http-status.ts';
import { toRestRecipe } from './recipes.routes.ts';
import { bodyObject, parseId } from './route-input.ts';
import type { RunOperation } from './run-operation.ts';
import { requireViewer } from './viewer.ts';

type Imported = {
  imported: { isExisting: boolean; missingParts: RecipePart[]; recipe: unknown };
};

/**
 * The recipe, plus whether it was already in the collection (an URL imported before) and the
 * parts the import could not find (`["INSTRUCTIONS"]` for a page with no steps), as in GraphQL.
 */
const importedRecipe = (data: Record<string, unknown>) => {
  const { imported } = data.result as Imported;
  return {
    ...toRestRecipe(imported.recipe),
    isExisting: imported.isExisting,
    missingParts: imported.missingParts,
  };
};

function stringField(body: Record<string, unknown>, key: string, missing: string): string {
  const value = body[key];
  if (typeof value !== 'string') throw new RestError('VALIDATION', missing);
  return value;
}

export function registerImportRoutes(app: FastifyInstance, run: RunOperation): void {
  app.post('/api/recipes/analyze', async (request) => {
    const text = stringField(
      bodyObject(request.body),
      'recipeText',
      'Recipe Required: Please enter a recipe to analyze.',
    );
    return importedRecipe(await run('AnalyzeRecipeText', { text }, requireViewer(request)));
  });

  app.post('/api/recipes/analyze-url', async (request) => {
    const url = stringField(
      bodyObject(request.body),
      'url',
      'URL Required: Please enter a website address to fetch the recipe.',
    );
    return importedRecipe(await run('AnalyzeRecipeUrl', { url }, requireViewer(request)));
  });

  app.post('/api/recipes/analyze-image', { bodyLimit: maxUploadBodyBytes }, async (request) => {
    const body = bodyObject(request.body);
    // The photo is read in the browser's language first (a German cook's cards are German).
    const languages = acceptedLanguages(request.headers['accept-language']);
    // Several photos of one recipe come as "images"; one photo as "image".
    if (Array.isArray(body.images)) {
      const images = body.images.filter((image): image is string => typeof image === 'string');
      if (images.length !== body.images.length || images.length === 0) {
        throw new RestError('VALIDATION', 'Send the photos as base64 data URLs in "images".');
      }
      return importedRecipe(
        await run('AnalyzeRecipeImage', { images, languages }, requireViewer(request)),
      );
    }
    const image = stringField(body, 'image', 'Send the photo as a base64 data URL in "image".');
    return importedRecipe(
      await run('AnalyzeRecipeImage', { image, languages }, requireViewer(request)),
    );
  });

  app.post<{ Params: { id: string } }>('/api/recipes/:id/generate-image', async (request) => {
    const id = parseId(request.params.id, 'Recipe not found');
    const data = await run('GenerateRecipeImage', { id }, requireViewer(request));
    return toRestRecipe((data.result as { recipe: unknown }).recipe);
  });
}
