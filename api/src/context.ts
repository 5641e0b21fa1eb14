import type { Context, NutritionPort, SystemSettings, Viewer } from '@app/schema';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { accountStatusesOf } from './auth/account-statuses.ts';
import { removeSecondFactors, usersWithSecondFactor } from './auth/mfa/second-factors.ts';
import { AdminReportsService, AdminService } from './modules/admin/index.ts';
import {
  ChatService,
  type ChatSettings,
  type RealtimeProvider,
  type RealtimeSessionLimiter,
  VoiceService,
} from './modules/chat/index.ts';
import { ImportService, type RecipeIntelligence } from './modules/imports/index.ts';
import {
  createRecipeNamesLoader,
  RecipeService,
  SharedRecipeService,
} from './modules/recipes/index.ts';
import { type EventBus, topics } from './modules/shared/event-bus.ts';
import type { JobQueue } from './modules/shared/job-queue.ts';
import { ownerIdOf } from './modules/shared/owner.ts';
import type { CookRateLimiter } from './modules/shared/user-rate-limiter.ts';
import { type ShoppingIntelligence, ShoppingService } from './modules/shopping/index.ts';
import { UserService } from './modules/users/index.ts';

export interface ContextDependencies {
  orm: MikroORM;
  events: EventBus;
  /** Imports and other long work, run by whichever replica takes the job. */
  jobs: JobQueue;
  /** Reading recipes and planning shopping, from the ai folder (local or OpenAI). */
  intelligence: {
    recipes: RecipeIntelligence;
    shopping: ShoppingIntelligence;
    nutrition: NutritionPort;
    /** The assistant's model (local or OpenAI) and its settings. */
    chat: ChatSettings;
    /** Realtime voice's provider; null without a key (the browser then offers offline voice). */
    realtime: RealtimeProvider | null;
  };
  /** Voice sessions per cook, counted where every replica sees them. */
  realtimeSessionLimiter: RealtimeSessionLimiter;
  /** Assistant turns per cook per minute and per hour, counted the same way. */
  chatTurnLimiter: CookRateLimiter;
  /** The running configuration, secrets masked, for the admin dashboard. */
  systemSettings: SystemSettings;
}

/**
 * One per GraphQL operation: a fresh unit of work (forked EntityManager) and services bound to
 * the viewer, so nothing a resolver calls can reach another user's rows.
 */
export function createContext(deps: ContextDependencies, viewer: Viewer | null): Context {
  const { orm, events, intelligence } = deps;
  const em = orm.em.fork() as EntityManager;
  const { recipes, imports, shopping } = createCookServices(deps, viewer, em);
  return {
    viewer,
    recipes,
    sharedRecipes: new SharedRecipeService(em, viewer, events),
    imports,
    shopping,
    shoppingListItemRecipes: createRecipeNamesLoader((ids) => recipes.namesOf(ids)),
    nutrition: intelligence.nutrition,
    users: new UserService(em, viewer),
    admin: new AdminService({
      em,
      viewer,
      accountStatuses: (ids) => accountStatusesOf(em, ids),
      secondFactors: {
        usersWith: (ids) => usersWithSecondFactor(em, ids),
        remove: removeSecondFactors,
      },
      sessionsEnded: (sessionIds) => events.publish(topics.sessionsEnded(), { sessionIds }),
      systemSettings: deps.systemSettings,
    }),
    adminReports: new AdminReportsService(em, viewer),
    // A turn outlives the request: each of its tool calls gets a unit of work of its own.
    chat: new ChatService({
      em,
      viewer,
      events,
      settings: intelligence.chat,
      services: () => createCookServices(deps, viewer, orm.em.fork() as EntityManager),
      turnLimiter: deps.chatTurnLimiter,
    }),
    voice: new VoiceService({
      em,
      viewer,
      settings: {
        provider: intelligence.realtime,
        limiter: deps.realtimeSessionLimiter,
        math: intelligence.chat.math,
      },
      services: () => createCookServices(deps, viewer, orm.em.fork() as EntityManager),
      logger: intelligence.chat.logger,
    }),
    events: {
      recipeChanged: () => events.subscribe(topics.recipeChanged(ownerIdOf(viewer))),
      shoppingListChanged: () => events.subscribe(topics.shoppingListChanged(ownerIdOf(viewer))),
    },
  };
}

/** The services that act on the cook's recipes and list, over one unit of work. */
export function createCookServices(
  { events, jobs, intelligence }: Pick<ContextDependencies, 'events' | 'jobs' | 'intelligence'>,
  viewer: Viewer | null,
  em: EntityManager,
) {
  const recipes = new RecipeService(
    em,
    viewer,
    events,
    intelligence.recipes.nutrition,
    intelligence.recipes.nutritionVersion,
  );
  return {
    recipes,
    imports: new ImportService(em, viewer, events, jobs, recipes),
    shopping: new ShoppingService(em, viewer, events, intelligence.shopping, recipes),
  };
}
