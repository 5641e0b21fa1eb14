/**
 * Below this share of measurable ingredient lines understood (found and weighed), a recipe shows
 * no figure: on the sites' own figures (bench/RESULTS.md) recipes counted from under 70% of their
 * lines are off by a median of 40% and more, those from 70% and more by 13–18%. The recipe
 * screen (mfe-recipes nutrition panel) states the same share.
 */
export const minimumNutritionCoverage = 0.7;
