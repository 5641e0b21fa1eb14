export const promptTypes = ['main', 'shopping', 'recipe'] as const;
export type PromptType = (typeof promptTypes)[number];

export interface RecentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

export interface RecipeCreator {
  email: string;
  firstName: string | null;
  recipeCount: number;
}

export interface AdminStats {
  totalUsers: number;
  totalRecipes: number;
  totalShoppingItems: number;
  totalImagesGenerated: number;
  recentUsers: RecentUser[];
  topRecipeCreators: RecipeCreator[];
}

export interface ChatbotPrompts {
  mainPrompt: string;
  shoppingPrompt: string;
  recipePrompt: string;
}

/** What the admin dashboard reads and edits. Only admins reach it (checked by the schema). */
export interface AdminPort {
  stats(): Promise<AdminStats>;
  prompts(): Promise<ChatbotPrompts>;
  updatePrompt(type: PromptType, prompt: string): Promise<ChatbotPrompts>;
}
