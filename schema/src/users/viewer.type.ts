import { builder } from '../builder.ts';
import type { UserProfile } from './users.port.ts';

const ViewerRef = builder.objectRef<UserProfile & { isAdmin: boolean }>('Viewer').implement({
  description: 'The signed-in user.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    profileImageUrl: t.exposeString('profileImageUrl', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    isAdmin: t.exposeBoolean('isAdmin', {
      description: 'Whether the admin dashboard is open to this user (checked on the server).',
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: ViewerRef,
    authScopes: { signedIn: true },
    resolve: async (_root, _args, { users, viewer }) => ({
      ...(await users.me()),
      isAdmin: viewer?.isAdmin === true,
    }),
  }),
}));
