import { builder } from '../builder.ts';
import type { AdminStats, RecentUser, RecipeCreator } from './admin.port.ts';

const RecentUserRef = builder.objectRef<RecentUser>('RecentUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const RecipeCreatorRef = builder.objectRef<RecipeCreator>('RecipeCreator').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    recipeCount: t.exposeInt('recipeCount'),
  }),
});

const AdminStatsRef = builder.objectRef<AdminStats>('AdminStats').implement({
  description: 'Figures for the admin dashboard.',
  fields: (t) => ({
    totalUsers: t.exposeInt('totalUsers'),
    totalRecipes: t.exposeInt('totalRecipes'),
    totalShoppingItems: t.exposeInt('totalShoppingItems'),
    totalImagesGenerated: t.exposeInt('totalImagesGenerated'),
    recentUsers: t.expose('recentUsers', { type: [RecentUserRef], description: 'Newest first.' }),
    topRecipeCreators: t.expose('topRecipeCreators', {
      type: [RecipeCreatorRef],
      description: 'Most recipes first.',
    }),
  }),
});

builder.queryFields((t) => ({
  adminStats: t.field({
    type: AdminStatsRef,
    description: 'Admins only.',
    authScopes: { admin: true },
    resolve: (_root, _args, { admin }) => admin.stats(),
  }),
}));
