import type { PromptType } from '../../__generated__/graphql.ts';

export type PromptField = 'mainPrompt' | 'shoppingPrompt' | 'recipePrompt';

export interface PromptKind {
  type: PromptType;
  field: PromptField;
  title: string;
  description: string;
}

/** The three prompts in the order of spec §2, with where each one is used. */
export const promptKinds: readonly PromptKind[] = [
  {
    type: 'MAIN',
    field: 'mainPrompt',
    title: 'Main Chat',
    description: 'The cooking assistant in the chat bubble, by text and by voice.',
  },
  {
    type: 'SHOPPING',
    field: 'shoppingPrompt',
    title: 'Shopping List',
    description: 'How the assistant adds to and tidies up the shopping list.',
  },
  {
    type: 'RECIPE',
    field: 'recipePrompt',
    title: 'Recipe Creation',
    description: 'How the assistant writes a new recipe or changes one.',
  },
];
