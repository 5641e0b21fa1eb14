import { z } from 'zod';
import { builder } from '../builder.ts';
import { RecipeNotFoundError } from '../recipes/recipe.errors.ts';
import { RecipeRef } from '../recipes/recipe.type.ts';
import { languageTag } from '../shared/language-tag.ts';
import { limits } from '../shared/limits.ts';
import { ImportFailedError, TooManyImportsError } from './import.errors.ts';
import { type ImportResult, recipeParts } from './imports.port.ts';

/** Pasted recipes are long, but a whole cookbook is not one recipe. */
const maxRecipeTextLength = 50_000;
/** A 10 MB photo is ~13.4 M characters of base64. */
const maxImageDataUrlLength = 14_000_000;
/** Page 1 and page 2, or ingredients and method on two screenshots: four is plenty. */
const maxPhotosPerRecipe = 4;

const RecipePartEnum = builder.enumType('RecipePart', {
  description: 'A part of a recipe: its ingredient list or its steps.',
  values: recipeParts,
});

const ImportedRecipe = builder.objectRef<ImportResult>('ImportedRecipe').implement({
  fields: (t) => ({
    recipe: t.expose('recipe', { type: RecipeRef }),
    isExisting: t.exposeBoolean('isExisting', {
      description: 'The URL was imported before; this is the recipe from then.',
    }),
    missingParts: t.expose('missingParts', {
      type: [RecipePartEnum],
      description:
        'Parts the import could not find, saved empty for the cook to add by hand (e.g. a page with ingredients but no steps). Empty when nothing is missing.',
    }),
  }),
});

/** The checks each kind of input gets, the same whether the import is awaited or started. */
const recipeText = z
  .string()
  .trim()
  .min(1, 'Recipe Required: Please enter a recipe to analyze.')
  .max(maxRecipeTextLength, `A recipe has at most ${maxRecipeTextLength} characters.`);
const recipeUrl = z
  .string()
  .trim()
  .min(1, 'URL Required: Please enter a website address to fetch the recipe.')
  .max(limits.url)
  .refine(
    // An empty value already has its own message.
    (value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)),
    'Invalid URL: Please enter a valid website address (starting with http:// or https://)',
  );
const photo = z
  .string()
  .min(1, 'Choose a photo of a recipe.')
  .max(maxImageDataUrlLength, 'The photo is too large; the limit is 10 MB.');
const photos = z
  .array(photo)
  .min(1, 'Choose a photo of a recipe.')
  .max(maxPhotosPerRecipe, `Choose at most ${maxPhotosPerRecipe} photos of one recipe.`)
  .refine(
    (images) => images.reduce((sum, image) => sum + image.length, 0) <= maxImageDataUrlLength,
    'The photos are too large together; the limit is 10 MB.',
  );
const photoLanguages = z
  .array(z.string().regex(languageTag, 'Send languages as BCP 47 tags, e.g. de-AT.'))
  .max(10, 'Send at most 10 languages.');

const StartedImport = builder.objectRef<{ importId: string }>('StartedImport').implement({
  description: 'An import queued to run; follow it on recipeImportProgressed and recipeImport.',
  fields: (t) => ({ importId: t.exposeString('importId') }),
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
      errors: { types: [ImportFailedError, TooManyImportsError], dataField: { name: 'imported' } },
      args: {
        text: t.arg.string({ required: true, validate: recipeText }),
        importId: progressId(),
      },
      resolve: (_root, args, { imports }) => imports.fromText(args.text, args.importId),
    }),
    analyzeRecipeUrl: t.field({
      type: ImportedRecipe,
      description: 'Imports a recipe from a web page.',
      authScopes: { signedIn: true },
      errors: { types: [ImportFailedError, TooManyImportsError], dataField: { name: 'imported' } },
      args: {
        url: t.arg.string({ required: true, validate: recipeUrl }),
        importId: progressId(),
      },
      resolve: (_root, args, { imports }) => imports.fromUrl(args.url, args.importId),
    }),
    analyzeRecipeImage: t.field({
      type: ImportedRecipe,
      description:
        'Reads a recipe from a photo (a base64 data URL, as a camera or file input gives), or from up to four photos of one recipe read in order (page 1, page 2…).',
      authScopes: { signedIn: true },
      errors: { types: [ImportFailedError, TooManyImportsError], dataField: { name: 'imported' } },
      args: {
        image: t.arg.string({
          required: false,
          description: 'One photo. Send either this or `images`.',
          validate: photo.nullish(),
        }),
        images: t.arg.stringList({
          required: false,
          description: 'The photos of one recipe, in reading order (at most 4).',
          validate: photos.nullish(),
        }),
        languages: t.arg.stringList({
          required: false,
          description:
            "The cook's languages, most preferred first (BCP 47 tags, as navigator.languages): a photo is read in the first one the reader knows before it looks for another.",
          validate: photoLanguages.nullish(),
        }),
        importId: progressId(),
      },
      validate: z
        .object({ image: z.string().nullish(), images: z.array(z.string()).nullish() })
        .loose()
        .refine((args) => Boolean(args.image) !== Boolean(args.images?.length), {
          message: 'Choose a photo of a recipe.',
          path: ['image'],
        }),
      resolve: (_root, args, { imports }) =>
        imports.fromImage(args.images ?? (args.image ? [args.image] : []), args.importId, {
          languages: args.languages ?? [],
        }),
    }),
    startRecipeImport: t.field({
      type: StartedImport,
      description:
        'Queues an import of pasted text, a web page or photos (send exactly one of text, url, image, images) and answers its id at once. Its steps come on recipeImportProgressed; the recipe on recipeImport once SAVED. Starting again with the same importId queues nothing new.',
      authScopes: { signedIn: true },
      errors: { types: [ImportFailedError, TooManyImportsError], dataField: { name: 'started' } },
      args: {
        text: t.arg.string({ required: false, validate: recipeText.nullish() }),
        url: t.arg.string({ required: false, validate: recipeUrl.nullish() }),
        image: t.arg.string({ required: false, validate: photo.nullish() }),
        images: t.arg.stringList({ required: false, validate: photos.nullish() }),
        languages: t.arg.stringList({ required: false, validate: photoLanguages.nullish() }),
        importId: progressId(),
      },
      validate: z
        .object({
          text: z.string().nullish(),
          url: z.string().nullish(),
          image: z.string().nullish(),
          images: z.array(z.string()).nullish(),
        })
        .loose()
        .refine(
          (args) =>
            [args.text, args.url, args.image, args.images?.length].filter(Boolean).length === 1,
          { message: 'Send one thing to import: a recipe text, a web address or photos.' },
        ),
      resolve: async (_root, args, { imports }) => {
        const source = args.text
          ? { kind: 'TEXT' as const, text: args.text }
          : args.url
            ? { kind: 'URL' as const, url: args.url }
            : {
                kind: 'IMAGE' as const,
                images: args.images ?? (args.image ? [args.image] : []),
                languages: args.languages ?? [],
              };
        return { importId: await imports.start(source, args.importId) };
      },
    }),
    generateRecipeImage: t.field({
      type: RecipeRef,
      description: 'Draws a new picture for the recipe.',
      authScopes: { signedIn: true },
      errors: {
        types: [RecipeNotFoundError, ImportFailedError, TooManyImportsError],
        dataField: { name: 'recipe' },
      },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_root, { id }, { imports }) => imports.generateImage(id),
    }),
  };
});

builder.queryFields((t) => ({
  recipeImport: t.field({
    type: ImportedRecipe,
    nullable: true,
    description:
      'The recipe an import started with startRecipeImport saved (or found imported before); null while it runs. A failed import answers its error.',
    authScopes: { signedIn: true },
    errors: { types: [ImportFailedError], dataField: { name: 'imported' } },
    args: { importId: t.arg.string({ required: true, validate: z.uuid() }) },
    resolve: (_root, { importId }, { imports }) => imports.outcome(importId),
  }),
}));
