export const nutritionLineStatuses = ['MATCHED', 'UNMATCHED', 'TO_TASTE', 'NO_QUANTITY'] as const;
export type NutritionLineStatus = (typeof nutritionLineStatuses)[number];

/** How one ingredient line counted towards the nutrition figures. */
export interface NutritionLineReport {
  line: string;
  status: NutritionLineStatus;
  /** The USDA food it was matched to. */
  food: string | null;
  grams: number | null;
  /** Which measure weighed it, or why it did not count. */
  detail: string | null;
}

/** Explains nutrition figures line by line, so the UI can show what was counted. */
export interface NutritionPort {
  explain(ingredients: string[], servings: number): NutritionLineReport[];
}
