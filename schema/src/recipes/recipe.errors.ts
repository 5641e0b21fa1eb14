import { builder } from '../builder.ts';
import { DomainError } from '../errors.ts';
import { ErrorInterface } from '../shared/error.type.ts';

export class RecipeNotFoundError extends DomainError {
  constructor(readonly recipeId: number) {
    super('NOT_FOUND', 'Recipe not found');
    this.name = 'RecipeNotFoundError';
  }
}

builder.objectType(RecipeNotFoundError, {
  name: 'RecipeNotFoundError',
  description:
    'No recipe with this id belongs to the signed-in user (or, when saving a shared recipe, none is shared under it).',
  interfaces: [ErrorInterface],
  fields: (t) => ({ recipeId: t.exposeInt('recipeId') }),
});
