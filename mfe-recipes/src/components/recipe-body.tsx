import type {
  NutritionPanel_LinesFragment,
  NutritionPanel_NutritionFragment,
} from '../__generated__/graphql.ts';
import { NutritionPanel } from './nutrition-panel.tsx';
import { RecipeContentTabs } from './recipe-content-tabs.tsx';

interface RecipeBodyProps {
  recipe: {
    servings: number;
    ingredients: string[];
    instructions: string[];
    nutrition?: NutritionPanel_NutritionFragment | null;
  };
  /** How each ingredient counted towards the nutrition (the owner's page shows it). */
  nutritionLines?: readonly NutritionPanel_LinesFragment[];
}

/** Below the header: ingredients and steps, with nutrition beside them on wide screens. */
export function RecipeBody({ recipe, nutritionLines }: RecipeBodyProps) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <NutritionPanel
        nutrition={recipe.nutrition}
        lines={nutritionLines}
        servings={recipe.servings}
        className="lg:col-start-2 lg:row-start-1"
      />
      <section
        aria-label="Ingredients and instructions"
        className="rounded-card border border-line bg-raised p-4 shadow-card sm:p-6 lg:col-start-1 lg:row-start-1"
      >
        <RecipeContentTabs
          ingredients={recipe.ingredients}
          instructions={recipe.instructions}
          servings={recipe.servings}
        />
      </section>
    </div>
  );
}
