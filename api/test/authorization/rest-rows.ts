import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import {
  adminOnly,
  eachTheirOwn,
  nobodysToAll,
  noSharedRecipe,
  only,
  openToAll,
  ownedByCook,
  type RestRequest,
  type RestRow,
  sharedToAll,
} from './matrix.ts';

/*
 * A row for every route the server registers: the REST api, the embedded auth (/auth/v1), the
 * GraphQL endpoint itself, health and images.
 */

const to = (path: string, body?: unknown): RestRequest => ({ path, body });
const adminRoute = (path: string, body?: unknown) => only(() => to(path, body), adminOnly);
const openRoute = (path: string, body?: unknown, openStatuses?: number[]) =>
  only(() => to(path, body), openToAll, { openStatuses });

export const restRows: RestRow[] = [
  {
    route: 'POST /graphql',
    cases: only(() => to('/graphql', { query: '{ __typename }' }), openToAll),
  },
  {
    route: 'GET /graphql',
    cases: only(
      () => ({
        path: '/graphql?query=%7B__typename%7D',
        headers: { 'apollo-require-preflight': 'true' },
      }),
      openToAll,
    ),
  },
  // The app and its api share an origin: no CORS, and a preflight is refused like any request
  // without a JSON body (Apollo's CSRF rule), whoever sends it.
  { route: 'OPTIONS /graphql', cases: openRoute('/graphql', undefined, [400]) },

  // Recipes
  {
    route: 'GET /api/recipes',
    cases: only(
      async (owned) => {
        await owned.recipe();
        return to('/api/recipes');
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    route: 'GET /api/recipes/:id',
    cases: only(async (owned) => to(`/api/recipes/${await owned.recipe()}`), ownedByCook),
  },
  {
    route: 'PUT /api/recipes/:id',
    cases: only(
      async (owned) => to(`/api/recipes/${await owned.recipe()}`, { name: 'Renamed' }),
      ownedByCook,
    ),
  },
  {
    route: 'PATCH /api/recipes/:id/favorite',
    cases: only(
      async (owned) => to(`/api/recipes/${await owned.recipe()}/favorite`, { isFavorite: true }),
      ownedByCook,
    ),
  },
  {
    route: 'DELETE /api/recipes/:id',
    cases: only(async (owned) => to(`/api/recipes/${await owned.recipe()}`), ownedByCook),
  },
  {
    route: 'PATCH /api/recipes/:id/share',
    cases: only(
      async (owned) => to(`/api/recipes/${await owned.recipe()}/share`, { isShared: true }),
      ownedByCook,
    ),
  },
  {
    route: 'GET /api/recipes/public/:id',
    cases: [
      {
        label: 'a shared recipe',
        request: async (owned) => to(`/api/recipes/public/${await owned.sharedRecipe()}`),
        expected: sharedToAll,
      },
      {
        label: 'a recipe she has not shared',
        request: async (owned) => to(`/api/recipes/public/${await owned.recipe()}`),
        expected: nobodysToAll,
      },
    ],
  },
  {
    route: 'POST /api/recipes/save-shared',
    cases: [
      {
        label: 'a shared recipe',
        request: async (owned) =>
          to('/api/recipes/save-shared', { recipeId: await owned.sharedRecipe() }),
        expected: eachTheirOwn,
      },
      {
        label: 'a recipe she has not shared',
        request: async (owned) =>
          to('/api/recipes/save-shared', { recipeId: await owned.recipe() }),
        expected: noSharedRecipe,
      },
    ],
  },
  {
    route: 'POST /api/recipes/:id/generate-image',
    cases: only(
      async (owned) => to(`/api/recipes/${await owned.recipe()}/generate-image`),
      ownedByCook,
    ),
  },
  {
    route: 'GET /api/images/:id',
    // Pictures are addressed by an unguessable id and shown on public pages: open, like a CDN.
    cases: openRoute('/api/images/:id').map((entry) => ({
      ...entry,
      request: async (owned) => to(await owned.imagePath()),
    })),
  },

  // Imports
  {
    route: 'POST /api/recipes/analyze',
    cases: only(
      () =>
        to('/api/recipes/analyze', {
          recipeText:
            'Plain Rice\n\nIngredients\n1 cup rice\n2 cups water\n\nInstructions\nSimmer for 18 minutes.',
        }),
      eachTheirOwn,
    ),
  },
  {
    route: 'POST /api/recipes/analyze-url',
    cases: only(
      (owned) => to('/api/recipes/analyze-url', { url: owned.sources.pageUrl }),
      eachTheirOwn,
    ),
  },
  {
    route: 'POST /api/recipes/analyze-image',
    cases: only(
      (owned) => to('/api/recipes/analyze-image', { image: owned.sources.photo }),
      eachTheirOwn,
    ),
  },

  // Shopping list
  {
    route: 'GET /api/shopping-list',
    cases: only(
      async (owned) => {
        await owned.item();
        return to('/api/shopping-list');
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },
  {
    route: 'POST /api/shopping-list',
    cases: [
      {
        label: 'an item of their own',
        request: () => to('/api/shopping-list', { name: 'Capers', clientId: randomUUID() }),
        expected: eachTheirOwn,
      },
      {
        label: "an item for the cook's recipe",
        request: async (owned) =>
          to('/api/shopping-list', { name: 'Leeks', recipeIds: [await owned.recipe()] }),
        expected: ownedByCook,
      },
    ],
  },
  {
    route: 'PATCH /api/shopping-list/:id',
    cases: only(
      async (owned) => to(`/api/shopping-list/${await owned.item()}`, { isCompleted: 1 }),
      ownedByCook,
    ),
  },
  {
    route: 'DELETE /api/shopping-list/:id',
    cases: only(async (owned) => to(`/api/shopping-list/${await owned.item()}`), ownedByCook),
  },
  {
    route: 'DELETE /api/shopping-list',
    cases: only(async (owned) => {
      await owned.item();
      return to('/api/shopping-list');
    }, eachTheirOwn),
  },
  {
    route: 'POST /api/shopping-list/undo/:id',
    cases: only(
      async (owned) => to(`/api/shopping-list/undo/${await owned.undoId()}`),
      ownedByCook,
      { showsCookData: true },
    ),
  },
  {
    route: 'POST /api/shopping-list/generate',
    cases: only(
      async (owned) => to('/api/shopping-list/generate', { recipeIds: [await owned.recipe()] }),
      ownedByCook,
    ),
  },
  {
    route: 'POST /api/shopping-list/optimize',
    cases: only(
      async (owned) => {
        await owned.item();
        return to('/api/shopping-list/optimize');
      },
      eachTheirOwn,
      { showsCookData: true },
    ),
  },

  // The assistant
  {
    route: 'POST /api/general-chat',
    cases: only(
      () => to('/api/general-chat', { message: 'How long do I boil an egg?' }),
      eachTheirOwn,
    ),
  },
  {
    route: 'POST /api/recipe-chat',
    cases: only(
      async (owned) =>
        to('/api/recipe-chat', { message: 'What is in this?', recipeId: await owned.recipe() }),
      ownedByCook,
    ),
  },
  {
    route: 'POST /api/realtime/session',
    cases: [
      {
        label: 'without a recipe',
        request: () => to('/api/realtime/session', { voice: 'alloy' }),
        expected: eachTheirOwn,
      },
      {
        label: "about the cook's recipe",
        request: async (owned) => to('/api/realtime/session', { recipeId: await owned.recipe() }),
        expected: ownedByCook,
      },
    ],
  },

  // The signed-in user
  {
    route: 'GET /api/auth/user',
    cases: only(() => to('/api/auth/user'), eachTheirOwn, { showsCookData: true }),
  },
  { route: 'GET /api/login', cases: openRoute('/api/login?next=/shared/recipe/1') },

  // Admin
  { route: 'GET /api/admin/stats', cases: adminRoute('/api/admin/stats') },
  { route: 'GET /api/admin/users', cases: adminRoute('/api/admin/users?first=5') },
  { route: 'GET /api/admin/prompts', cases: adminRoute('/api/admin/prompts') },
  {
    route: 'POST /api/admin/prompts',
    cases: adminRoute('/api/admin/prompts', { promptType: 'recipe', prompt: 'Keep it short.' }),
  },
  { route: 'GET /api/admin/reports', cases: adminRoute('/api/admin/reports?days=7') },
  { route: 'GET /api/admin/reports.csv', cases: adminRoute('/api/admin/reports.csv?days=7') },
  { route: 'GET /api/admin/exports/users.csv', cases: adminRoute('/api/admin/exports/users.csv') },

  // Health
  { route: 'GET /livez', cases: openRoute('/livez') },
  { route: 'GET /readyz', cases: openRoute('/readyz') },
  { route: 'GET /health', cases: openRoute('/health') },

  // The embedded auth (auth-contract.md)
  {
    route: 'GET /auth/v1/.well-known/jwks.json',
    cases: openRoute('/auth/v1/.well-known/jwks.json'),
  },
  {
    route: 'POST /auth/v1/signup',
    cases: only(
      () =>
        to('/auth/v1/signup', {
          email: `new-${randomUUID()}@example.com`,
          password: 'a long passphrase',
        }),
      openToAll,
    ),
  },
  {
    route: 'POST /auth/v1/token',
    cases: only(
      (owned) =>
        to('/auth/v1/token?grant_type=password', {
          email: owned.sources.account.email,
          password: owned.sources.account.password,
        }),
      openToAll,
    ),
  },
  {
    route: 'GET /auth/v1/user',
    cases: only(() => to('/auth/v1/user'), eachTheirOwn, { showsCookData: true }),
  },
  {
    route: 'PUT /auth/v1/user',
    cases: only(() => to('/auth/v1/user', { data: { display_name: 'Sam' } }), eachTheirOwn),
  },
  {
    route: 'POST /auth/v1/logout',
    // Ends the session it is sent with (a session of its own, signed in for this request).
    cases: only(() => to('/auth/v1/logout?scope=local'), eachTheirOwn, { freshSession: true }),
  },
  {
    route: 'POST /auth/v1/recover',
    // An address of its own each time: a second mail to one address within the minute is refused.
    cases: only(
      () => to('/auth/v1/recover', { email: `new-${randomUUID()}@example.com` }),
      openToAll,
    ),
  },
  {
    route: 'POST /auth/v1/otp',
    // An address of its own each time, as for /recover.
    cases: only(() => to('/auth/v1/otp', { email: `new-${randomUUID()}@example.com` }), openToAll),
  },
  {
    route: 'POST /auth/v1/factors',
    cases: only(
      () => to('/auth/v1/factors', { factor_type: 'totp', friendly_name: `Phone ${randomUUID()}` }),
      eachTheirOwn,
    ),
  },
  {
    route: 'POST /auth/v1/factors/:factorId/challenge',
    cases: only(
      async (owned) => to(`/auth/v1/factors/${(await owned.factor()).id}/challenge`),
      ownedByCook,
    ),
  },
  {
    route: 'POST /auth/v1/factors/:factorId/verify',
    // With the code her authenticator app would show: her session becomes aal2.
    cases: only(async (owned) => {
      const factor = await owned.factor();
      return to(`/auth/v1/factors/${factor.id}/verify`, {
        challenge_id: await owned.factorChallenge(),
        code: await generate({ secret: factor.secret }),
      });
    }, ownedByCook),
  },
  {
    route: 'DELETE /auth/v1/factors/:factorId',
    cases: only(async (owned) => to(`/auth/v1/factors/${(await owned.factor()).id}`), ownedByCook),
  },
  {
    route: 'GET /auth/v1/user/identities/authorize',
    // linkIdentity's first step: the provider's address, for the caller's own account.
    cases: only(
      () => to('/auth/v1/user/identities/authorize?provider=github&skip_http_redirect=true'),
      eachTheirOwn,
    ),
  },
  {
    route: 'DELETE /auth/v1/user/identities/:identityId',
    cases: only(
      async (owned) => to(`/auth/v1/user/identities/${await owned.linkedIdentity()}`),
      ownedByCook,
    ),
  },
  {
    route: 'GET /auth/v1/verify',
    // A link whose token is not one: sent back to the site with the reason.
    cases: openRoute(
      '/auth/v1/verify?token=not-a-token&type=signup&redirect_to=http://localhost:5173/',
    ),
  },
  {
    route: 'POST /auth/v1/verify',
    // A code that is not one: refused with the auth shape's reason, whoever sends it.
    cases: openRoute(
      '/auth/v1/verify',
      { type: 'email', email: 'nobody@example.com', token: '000000' },
      [403],
    ),
  },
  { route: 'GET /auth/v1/settings', cases: openRoute('/auth/v1/settings') },
  { route: 'GET /auth/v1/health', cases: openRoute('/auth/v1/health') },
  {
    route: 'GET /auth/v1/authorize',
    // No external provider is configured here: refused as the contract says.
    cases: openRoute('/auth/v1/authorize?provider=github', undefined, [400]),
  },
  {
    route: 'GET /auth/v1/callback',
    cases: openRoute('/auth/v1/callback?error=access_denied', undefined, [400]),
  },
];
