import type { AdminPort } from './admin/admin.port.ts';
import type { AdminReportsPort } from './admin/admin-reports.port.ts';
import type { ChatPort } from './chat/chat.port.ts';
import type { VoicePort } from './chat/voice.port.ts';
import type { ImportsPort } from './imports/imports.port.ts';
import type { NutritionPort } from './recipes/nutrition.port.ts';
import type { RecipesPort } from './recipes/recipes.port.ts';
import type { SharedRecipesPort } from './recipes/shared-recipes.port.ts';
import type { EventsPort } from './shared/events.port.ts';
import type { ShoppingListItemRecipesPort, ShoppingPort } from './shopping/shopping.port.ts';
import type { UsersPort, Viewer } from './users/users.port.ts';

/**
 * What every resolver receives. The api builds one per request (or per WebSocket operation),
 * with services already scoped to the viewer, so a resolver cannot reach another user's data.
 */
export interface Context {
  viewer: Viewer | null;
  recipes: RecipesPort;
  /** Shared recipes; `find` is the one port method a guest (viewer null) may reach. */
  sharedRecipes: SharedRecipesPort;
  shopping: ShoppingPort;
  /** Batched per request: the items of a list name their recipes in one read. */
  shoppingListItemRecipes: ShoppingListItemRecipesPort;
  users: UsersPort;
  admin: AdminPort;
  /** The dashboard's reports and user export; admins only. */
  adminReports: AdminReportsPort;
  imports: ImportsPort;
  nutrition: NutritionPort;
  /** The assistant: turns run through the same services, scoped to the same viewer. */
  chat: ChatPort;
  /** The assistant by realtime voice: session secrets and the voice session's tool calls. */
  voice: VoicePort;
  events: EventsPort;
}
