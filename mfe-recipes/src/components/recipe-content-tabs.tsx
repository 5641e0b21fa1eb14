import { Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { useState } from 'react';
import { IngredientList } from './ingredient-list.tsx';
import { InstructionSteps } from './instruction-steps.tsx';
import { ServingsScaler } from './servings-scaler.tsx';

interface RecipeContentTabsProps {
  ingredients: readonly string[];
  instructions: readonly string[];
  servings: number;
}

/** Spec §2: tabs Ingredients / Instructions; ingredients scale with the servings shown. */
export function RecipeContentTabs({ ingredients, instructions, servings }: RecipeContentTabsProps) {
  const [shownServings, setShownServings] = useState(servings);
  // A saved edit can change the servings the recipe is written for.
  const [writtenFor, setWrittenFor] = useState(servings);
  if (writtenFor !== servings) {
    setWrittenFor(servings);
    setShownServings(servings);
  }
  const factor = servings > 0 ? shownServings / servings : 1;
  return (
    <Tabs defaultValue="ingredients">
      <TabsList aria-label="Recipe" className="w-full sm:inline-flex sm:w-auto">
        <TabsTrigger value="ingredients" className="h-10 flex-1 px-4 sm:flex-none">
          Ingredients
          <span className="ml-1.5 text-muted tabular-nums">{ingredients.length}</span>
        </TabsTrigger>
        <TabsTrigger value="instructions" className="h-10 flex-1 px-4 sm:flex-none">
          Instructions
          <span className="ml-1.5 text-muted tabular-nums">{instructions.length}</span>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="ingredients" className="flex flex-col gap-3">
        {servings > 0 && ingredients.length > 0 && (
          <ServingsScaler servings={servings} value={shownServings} onChange={setShownServings} />
        )}
        <IngredientList ingredients={ingredients} factor={factor} />
      </TabsContent>
      <TabsContent value="instructions">
        <InstructionSteps instructions={instructions} />
      </TabsContent>
    </Tabs>
  );
}
