import { z } from 'zod';
import { builder } from '../builder.ts';
import { limits } from '../shared/limits.ts';
import { type NutritionLineReport, nutritionLineStatuses } from './nutrition.port.ts';
import {
  type CourseCategory,
  courseIds,
  difficulties,
  type Nutrition,
  type Recipe,
  type TagCount,
} from './recipes.port.ts';

export const DifficultyEnum = builder.enumType('Difficulty', {
  values: Object.fromEntries(
    difficulties.map((value) => [value.toUpperCase(), { value }]),
  ) as Record<'EASY' | 'MEDIUM' | 'HARD', { value: (typeof difficulties)[number] }>,
});

export const CourseEnum = builder.enumType('Course', {
  description: 'The six course categories, matched by tag keywords.',
  values: Object.fromEntries(courseIds.map((value) => [value.toUpperCase(), { value }])) as Record<
    Uppercase<(typeof courseIds)[number]>,
    { value: (typeof courseIds)[number] }
  >,
});

export const NutritionRef = builder.objectRef<Nutrition>('Nutrition').implement({
  description: 'Per serving.',
  fields: (t) => ({
    protein: t.exposeFloat('protein', { description: 'Grams.' }),
    fat: t.exposeFloat('fat', { description: 'Grams.' }),
    carbs: t.exposeFloat('carbs', { description: 'Grams.' }),
    calories: t.exposeFloat('calories', { description: 'Kilocalories.' }),
  }),
});

export const RecipeRef = builder.objectRef<Recipe>('Recipe').implement({
  description: "A recipe in the signed-in user's collection.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    prepTime: t.exposeInt('prepTime', { description: 'Minutes.' }),
    cookTime: t.exposeInt('cookTime', {
      nullable: true,
      description: 'Minutes; null when unknown.',
    }),
    totalTime: t.exposeInt('totalTime', {
      nullable: true,
      description: 'Minutes; null when unknown.',
    }),
    servings: t.exposeInt('servings'),
    difficulty: t.expose('difficulty', { type: DifficultyEnum }),
    ingredients: t.exposeStringList('ingredients'),
    instructions: t.exposeStringList('instructions'),
    tags: t.exposeStringList('tags'),
    nutrition: t.expose('nutrition', { type: NutritionRef, nullable: true }),
    isFavorite: t.exposeBoolean('isFavorite'),
    isShared: t.exposeBoolean('isShared', {
      description:
        'Whether its public page (/shared/recipe/{id}) shows it to anyone with the link.',
    }),
    sourceUrl: t.exposeString('sourceUrl', {
      nullable: true,
      description: 'Where it was imported from.',
    }),
    sourceImageUrl: t.exposeString('sourceImageUrl', {
      nullable: true,
      description: "The imported page's main image.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const NutritionLineStatusEnum = builder.enumType('NutritionLineStatus', {
  values: nutritionLineStatuses,
});

const NutritionLineRef = builder.objectRef<NutritionLineReport>('NutritionLine').implement({
  description: 'How one ingredient line counted towards the nutrition figures.',
  fields: (t) => ({
    line: t.exposeString('line'),
    status: t.expose('status', { type: NutritionLineStatusEnum }),
    food: t.exposeString('food', {
      nullable: true,
      description: 'The USDA food it was matched to.',
    }),
    grams: t.exposeFloat('grams', { nullable: true }),
    detail: t.exposeString('detail', {
      nullable: true,
      description: 'Which measure weighed it, or why it did not count.',
    }),
  }),
});

builder.objectField(RecipeRef, 'nutritionLines', (t) =>
  t.field({
    type: [NutritionLineRef],
    description: 'Each ingredient line and how it counted in the nutrition (for a coverage view).',
    resolve: (recipe, _args, { nutrition }) =>
      nutrition.explain(recipe.ingredients, recipe.servings),
  }),
);

const TagCountRef = builder.objectRef<TagCount>('TagCount').implement({
  description: 'A tag (lowercase, trimmed) and how many recipes carry it.',
  fields: (t) => ({ tag: t.exposeString('tag'), count: t.exposeInt('count') }),
});

const CourseCategoryRef = builder.objectRef<CourseCategory>('CourseCategory').implement({
  description: 'A course tile of the recipes screen.',
  fields: (t) => ({
    id: t.expose('id', { type: CourseEnum }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    thumbnail: t.exposeString('thumbnail', {
      nullable: true,
      description: 'Image of the newest recipe in the course.',
    }),
    count: t.exposeInt('count'),
  }),
});

builder.queryFields((t) => {
  // One set of filter arguments for a list and its count, so both select the same recipes.
  const filterArgs = {
    search: t.arg.string({
      required: false,
      description: 'Case-insensitive substring over name, description, tags and ingredients.',
      validate: z.string().max(limits.search).nullish(),
    }),
    tag: t.arg.string({ required: false, validate: z.string().max(limits.tag).nullish() }),
    course: t.arg({ type: CourseEnum, required: false }),
    favoritesOnly: t.arg.boolean({ required: false }),
  };
  return {
    recipes: t.field({
      type: [RecipeRef],
      description:
        "The signed-in user's recipes, sorted by name, optionally filtered; all of them, or a window of `limit` from `offset`.",
      authScopes: { signedIn: true },
      args: {
        ...filterArgs,
        offset: t.arg.int({ required: false, validate: z.number().int().min(0).nullish() }),
        limit: t.arg.int({
          required: false,
          validate: z.number().int().min(1).max(limits.page).nullish(),
        }),
      },
      resolve: (_root, { offset, limit, ...filter }, { recipes }) =>
        recipes.list(filter, { offset, limit }),
    }),
    recipeCount: t.int({
      description: 'How many recipes `recipes` answers for the same filter.',
      authScopes: { signedIn: true },
      args: filterArgs,
      resolve: (_root, filter, { recipes }) => recipes.count(filter),
    }),
    recipe: t.field({
      type: RecipeRef,
      nullable: true,
      description: "One of the signed-in user's recipes; null when there is none with this id.",
      authScopes: { signedIn: true },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_root, { id }, { recipes }) => recipes.get(id),
    }),
    recentRecipes: t.field({
      type: [RecipeRef],
      description: 'The newest recipes first.',
      authScopes: { signedIn: true },
      args: {
        limit: t.arg.int({
          required: false,
          defaultValue: 6,
          validate: z.number().int().min(1).max(50),
        }),
      },
      resolve: (_root, { limit }, { recipes }) => recipes.recent(limit ?? 6),
    }),
    recipeTags: t.field({
      type: [TagCountRef],
      description: 'Every tag in use, sorted alphabetically.',
      authScopes: { signedIn: true },
      resolve: (_root, _args, { recipes }) => recipes.tagCounts(),
    }),
    recipeCategories: t.field({
      type: [CourseCategoryRef],
      description: 'The six course tiles with their counts.',
      authScopes: { signedIn: true },
      resolve: (_root, _args, { recipes }) => recipes.courseCategories(),
    }),
  };
});
