import { z } from 'zod';
import { builder } from '../builder.ts';
import { RecipeNotFoundError } from '../recipes/recipe.errors.ts';
import { RecipeRef } from '../recipes/recipe.type.ts';
import { limits } from '../shared/limits.ts';
import { ImportFailedError } from './import.errors.ts';
import type { ImportResult } from './imports.port.ts';

/** Pasted recipes are long, but a whole cookbook is not one recipe. */
const maxRecipeTextLength = 50_000;
/** A 10 MB photo is ~13.4 M characters of base64. */
const maxImageDataUrlLength = 14_000_000;

const ImportedRecipe = builder.objectRef<ImportResult>('ImportedRecipe').implement({
  fields: (t) => ({
    recipe: t.expose('recipe', { type: RecipeRef }),
    isExisting: t.exposeBoolean('isExisting', {
      description: 'The URL was imported before; this is the recipe from then.',
    }),
  }),
});

builder.mutationFields((t) => {
  const progressId = () =>
    t.arg.string({
      required: false,
      description: 'A UUID chosen by the client; progress is published on recipeImportProgressed.',
      validate: z.uuid().nullish(),
    });
  return {
    analyzeRecipeText: t.field({
      type: ImportedRecipe,
      description: 'Reads a pasted recipe, computes nutrition, draws an image and saves it.',
      authScopes: { signedIn: true },
      errors: { types: [ImportFailedError], dataField: { name: 'imported' } },
      args: {
        text: t.arg.string({
          required: true,
          validate: z
            .string()
            .trim()
            .min(1, 'Recipe Required: Please enter a recipe to analyze.')
            .max(maxRecipeTextLength, `A recipe has at most ${maxRecipeTextLength} characters.`),
        }),
        importId: progressId(),
      },
      resolve: (_root, args, { imports }) => imports.fromText(args.text, args.importId),
    }),
    analyzeRecipeUrl: t.field({
      type: ImportedRecipe,
      description: 'Imports a recipe from a web page.',
      authScopes: { signedIn: true },
      errors: { types: [ImportFailedError], dataField: { name: 'imported' } },
      args: {
        url: t.arg.string({
          required: true,
          validate: z
            .string()
            .trim()
            .min(1, 'URL Required: Please enter a website address to fetch the recipe.')
            .max(limits.url)
            .refine(
              // An empty value already has its own message.
              (value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)),
              'Invalid URL: Please enter a valid website address (starting with http:// or https://)',
            ),
        }),
        importId: progressId(),
      },
      resolve: (_root, args, { imports }) => imports.fromUrl(args.url, args.importId),
    }),
    analyzeRecipeImage: t.field({
      type: ImportedRecipe,
      description:
        'Reads a recipe from a photo (a base64 data URL, as a camera or file input gives).',
      authScopes: { signedIn: true },
      errors: { types: [ImportFailedError], dataField: { name: 'imported' } },
      args: {
        image: t.arg.string({
          required: true,
          validate: z
            .string()
            .min(1, 'Choose a photo of a recipe.')
            .max(maxImageDataUrlLength, 'The photo is too large; the limit is 10 MB.'),
        }),
        importId: progressId(),
      },
      resolve: (_root, args, { imports }) => imports.fromImage(args.image, args.importId),
    }),
    generateRecipeImage: t.field({
      type: RecipeRef,
      description: 'Draws a new picture for the recipe.',
      authScopes: { signedIn: true },
      errors: { types: [RecipeNotFoundError, ImportFailedError], dataField: { name: 'recipe' } },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_root, { id }, { imports }) => imports.generateImage(id),
    }),
  };
});
