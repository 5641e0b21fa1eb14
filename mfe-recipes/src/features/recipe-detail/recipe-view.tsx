import { Button } from '@app/ui';
import { Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { graphql } from '../../__generated__/gql.ts';
import type { RecipeView_RecipeFragment } from '../../__generated__/graphql.ts';
import { RecipeBody } from '../../components/recipe-body.tsx';
import { RecipeHeader } from '../../components/recipe-header.tsx';
import { RecipeImage } from '../../components/recipe-image.tsx';
import { RecipeTags } from '../../components/recipe-tags.tsx';
import { AddToShoppingButton } from './add-to-shopping-button.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { GenerateImageButton, useGenerateRecipeImage } from './generate-image-button.tsx';
import { MissingPartsNotice } from './missing-parts-notice.tsx';
import { ShareButton, SharingNotice } from './share-recipe.tsx';

export const RecipeViewRecipe = graphql(`
  fragment RecipeView_recipe on Recipe {
    id
    name
    description
    imageUrl
    prepTime
    cookTime
    totalTime
    servings
    difficulty
    ingredients
    instructions
    tags
    isFavorite
    isShared
    nutrition {
      ...NutritionPanel_nutrition
    }
    nutritionLines {
      ...NutritionPanel_lines
    }
  }
`);

interface RecipeViewProps {
  recipe: RecipeView_RecipeFragment;
  onEdit: () => void;
  /** Back from edit mode: focus goes to the title, not lost on the page. */
  shouldFocusTitle?: boolean;
  /** The way into cook mode, composed in by the route (another feature's component). */
  cookMode?: ReactNode;
}

/** View mode: image header with the actions, nutrition, ingredients and steps. */
export function RecipeView({
  recipe,
  onEdit,
  shouldFocusTitle = false,
  cookMode,
}: RecipeViewProps) {
  const { generate, isGenerating } = useGenerateRecipeImage(recipe.id);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldFocusTitle) title.current?.focus();
  }, [shouldFocusTitle]);
  return (
    <article>
      <RecipeHeader
        recipe={recipe}
        titleRef={title}
        media={
          <div className="relative">
            <RecipeImage
              src={recipe.imageUrl}
              alt={recipe.name}
              isPriority
              className="aspect-[3/2] w-full rounded-card shadow-card"
            />
            {isGenerating && (
              <div
                aria-hidden="true"
                className="absolute inset-0 animate-pulse rounded-card bg-raised/40 motion-reduce:animate-none"
              />
            )}
            <FavoriteButton
              recipeId={recipe.id}
              isFavorite={recipe.isFavorite}
              className="absolute top-3 right-3 shadow-pop"
            />
            <div
              className={
                recipe.imageUrl
                  ? 'absolute right-3 bottom-3'
                  : 'absolute inset-x-0 bottom-6 flex justify-center'
              }
            >
              <GenerateImageButton
                hasImage={Boolean(recipe.imageUrl)}
                isGenerating={isGenerating}
                onGenerate={() => void generate()}
              />
            </div>
          </div>
        }
      >
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {cookMode}
          <AddToShoppingButton
            recipeId={recipe.id}
            name={recipe.name}
            className="col-span-2 sm:col-span-1"
          />
          <ShareButton recipeId={recipe.id} name={recipe.name} isShared={recipe.isShared} />
          <Button variant="secondary" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
        </div>
        {recipe.isShared && <SharingNotice recipeId={recipe.id} />}
        <RecipeTags tags={recipe.tags} isLinked />
      </RecipeHeader>
      <MissingPartsNotice
        hasIngredients={recipe.ingredients.length > 0}
        hasInstructions={recipe.instructions.length > 0}
        onEdit={onEdit}
      />
      <RecipeBody recipe={recipe} nutritionLines={recipe.nutritionLines} />
    </article>
  );
}
