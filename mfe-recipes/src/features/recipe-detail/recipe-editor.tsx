import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, cn, Field, Input, Textarea, toast } from '@app/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import type { RecipeEditor_RecipeFragment } from '../../__generated__/graphql.ts';
import { difficulties, difficultyLabels } from '../../components/difficulty.ts';
import { mutationOutcome } from '../../components/mutation-outcome.ts';
import { invalidateRecipeLists } from '../../components/recipe-list-cache.ts';
import { DeleteRecipeButton } from './delete-recipe-button.tsx';
import { ListEditor } from './list-editor.tsx';
import {
  formValuesOf,
  issuesByField,
  type RecipeFormField,
  type RecipeFormValues,
  toRecipeChanges,
} from './recipe-form.ts';
import { TagEditor } from './tag-editor.tsx';

export const RecipeEditorRecipe = graphql(`
  fragment RecipeEditor_recipe on Recipe {
    id
    name
    description
    prepTime
    servings
    difficulty
    ingredients
    instructions
    tags
  }
`);

export const UpdateRecipeMutation = graphql(`
  mutation UpdateRecipeMutation($id: Int!, $input: UpdateRecipeInput!) {
    updateRecipe(id: $id, input: $input) {
      __typename
      ... on UpdateRecipeSuccess {
        recipe {
          id
          ...RecipeView_recipe
          ...RecipeEditor_recipe
          updatedAt
        }
      }
      ... on InputValidationError {
        message
        issues {
          path
          message
        }
      }
      ...Failure_error
    }
  }
`);

interface RecipeEditorProps {
  recipe: RecipeEditor_RecipeFragment;
  /** Saved or cancelled: back to view mode. */
  onDone: () => void;
  onDeleted: () => void;
}

type FieldErrors = Partial<Record<RecipeFormField | 'form', string>>;

/** Edit mode (spec §2): every field, saved by update; cancel discards. */
export function RecipeEditor({ recipe, onDone, onDeleted }: RecipeEditorProps) {
  const client = useApolloClient();
  const [values, setValues] = useState<RecipeFormValues>(() => formValuesOf(recipe));
  const difficultyErrorId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [updateRecipe, { loading }] = useMutation(UpdateRecipeMutation);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const set = <Key extends keyof RecipeFormValues>(key: Key, value: RecipeFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Editing a field clears its message (as on every form of the app, spec §5).
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const outcome = await mutationOutcome(
      updateRecipe({ variables: { id: recipe.id, input: toRecipeChanges(values) } }).then(
        ({ data }) => data?.updateRecipe,
      ),
      (result) => result.__typename === 'UpdateRecipeSuccess',
      {
        refused: 'The recipe was not saved.',
        failed: 'Could not save your changes. Please try again.',
      },
    );
    if (!outcome.isOk) {
      const { result } = outcome;
      if (result?.__typename === 'InputValidationError') setErrors(issuesByField(result.issues));
      toast({ title: 'Update Failed', description: outcome.message, variant: 'destructive' });
      return;
    }
    // A new name or tag moves the recipe in sorted and filtered lists.
    invalidateRecipeLists(client.cache);
    toast({ title: 'Recipe Updated' });
    onDone();
  };

  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-labelledby="edit-recipe-heading"
      noValidate
      className="mt-2 rounded-card border border-line bg-raised p-4 shadow-card sm:p-6"
    >
      <div className="border-line border-b pb-4">
        <h1
          ref={heading}
          id="edit-recipe-heading"
          tabIndex={-1}
          className="font-display font-semibold text-2xl text-ink focus:outline-none"
        >
          Edit recipe
        </h1>
        <p className="mt-1 text-muted text-sm">Changes are saved when you choose Save changes.</p>
      </div>

      {errors.form && (
        <Alert variant="destructive" title="Not saved" className="mt-4">
          {errors.form}
        </Alert>
      )}

      <div className="mt-5 grid gap-6 lg:grid-cols-2 lg:gap-x-10">
        <div className="flex flex-col gap-5">
          <Field label="Name" error={errors.name}>
            <Input
              value={values.name}
              autoComplete="off"
              onChange={(event) => set('name', event.target.value)}
            />
          </Field>
          <Field label="Description" error={errors.description}>
            <Textarea
              value={values.description}
              rows={3}
              onChange={(event) => set('description', event.target.value)}
            />
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field label="Prep time (minutes)" error={errors.prepTime}>
              <Input
                inputMode="numeric"
                value={values.prepTime}
                onChange={(event) => set('prepTime', event.target.value)}
              />
            </Field>
            <Field label="Servings" error={errors.servings}>
              <Input
                inputMode="numeric"
                value={values.servings}
                onChange={(event) => set('servings', event.target.value)}
              />
            </Field>
          </div>
          <fieldset aria-describedby={errors.difficulty ? difficultyErrorId : undefined}>
            <legend className="mb-2 font-medium text-ink text-sm">Difficulty</legend>
            <div className="grid grid-cols-3 gap-1 rounded-control bg-sunken p-1">
              {difficulties.map((difficulty) => (
                <label
                  key={difficulty}
                  className={cn(
                    'relative flex h-10 cursor-pointer items-center justify-center rounded-[calc(var(--radius-control)-0.25rem)] font-medium text-sm transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
                    values.difficulty === difficulty
                      ? 'bg-raised text-ink shadow-sm'
                      : 'text-muted hover:text-ink',
                  )}
                >
                  <input
                    type="radio"
                    name="difficulty"
                    value={difficulty}
                    checked={values.difficulty === difficulty}
                    onChange={() => set('difficulty', difficulty)}
                    className="sr-only"
                  />
                  {difficultyLabels[difficulty]}
                </label>
              ))}
            </div>
            {errors.difficulty && (
              <p id={difficultyErrorId} className="mt-1.5 font-medium text-destructive text-sm">
                {errors.difficulty}
              </p>
            )}
          </fieldset>
          <TagEditor
            tags={values.tags}
            onChange={(tags) => set('tags', tags)}
            error={errors.tags}
          />
        </div>

        <div className="flex flex-col gap-6">
          <ListEditor
            legend="Ingredients"
            itemLabel="Ingredient"
            addLabel="Add ingredient"
            placeholder="e.g. 2 cups flour"
            entries={values.ingredients}
            onChange={(entries) => set('ingredients', entries)}
            error={errors.ingredients}
          />
          <ListEditor
            legend="Instructions"
            itemLabel="Step"
            addLabel="Add step"
            placeholder="Describe this step"
            isMultiline
            entries={values.instructions}
            onChange={(entries) => set('instructions', entries)}
            error={errors.instructions}
          />
        </div>
      </div>

      <div className="mt-8 flex flex-col-reverse gap-3 border-line border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <DeleteRecipeButton recipeId={recipe.id} name={recipe.name} onDeleted={onDeleted} />
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="secondary" onClick={onDone} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" isLoading={loading}>
            Save changes
          </Button>
        </div>
      </div>
    </form>
  );
}
