import { z } from 'zod';
import { builder } from '../builder.ts';
import { PageInfoRef } from '../shared/page-info.type.ts';
import { AdminUserNotFoundError } from './admin.errors.ts';
import type { AdminUser, AdminUserPage, accountStatuses } from './admin.port.ts';
import { afterRule, firstRule } from './admin-page-args.ts';

const AccountStatusEnum = builder.enumType('AccountStatus', {
  description: 'Whether the account can sign in, from the sign-in service.',
  values: {
    ACTIVE: { value: 'active', description: 'Can sign in.' },
    UNCONFIRMED: { value: 'unconfirmed', description: 'Signed up; e-mail not confirmed yet.' },
    BANNED: { value: 'banned', description: 'Refused sign-in until a later date.' },
  } satisfies Record<string, { value: (typeof accountStatuses)[number]; description: string }>,
});

const AdminUserRef = builder.objectRef<AdminUser>('AdminUser').implement({
  description: 'A user as the Users tab lists them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When they joined.' }),
    status: t.expose('status', {
      type: AccountStatusEnum,
      description:
        'ACTIVE unless the embedded sign-in service has the account banned or unconfirmed (a hosted Supabase project keeps that to itself: always ACTIVE).',
    }),
    hasTwoFactor: t.exposeBoolean('hasTwoFactor', {
      description:
        'Signs in with a code from an authenticator app as well (a hosted Supabase project keeps that to itself: always false).',
    }),
  }),
});

const AdminUserEdgeRef = builder
  .objectRef<AdminUserPage['nodes'][number]>('AdminUserEdge')
  .implement({
    fields: (t) => ({
      cursor: t.exposeString('cursor'),
      node: t.field({ type: AdminUserRef, resolve: (edge) => edge.node }),
    }),
  });

const AdminUserConnectionRef = builder.objectRef<AdminUserPage>('AdminUserConnection').implement({
  description: 'A page of users, newest first.',
  fields: (t) => ({
    edges: t.field({ type: [AdminUserEdgeRef], resolve: (page) => page.nodes }),
    nodes: t.field({
      type: [AdminUserRef],
      description: 'The nodes of the edges, for clients that need no per-row cursor.',
      resolve: (page) => page.nodes.map((edge) => edge.node),
    }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page }),
    totalCount: t.exposeInt('totalCount', {
      description: 'Users matching the search, over every page.',
    }),
  }),
});

builder.queryFields((t) => ({
  adminUsers: t.field({
    type: AdminUserConnectionRef,
    description:
      'Admins only. Users newest first (keyset-paged), optionally filtered: `search` matches a part of the e-mail, first or last name, ignoring case.',
    authScopes: { admin: true },
    args: {
      search: t.arg.string({
        validate: z.string().max(200, 'search has at most 200 characters.').nullish(),
      }),
      first: t.arg.int({ defaultValue: 20, validate: firstRule }),
      after: t.arg.string({
        description: 'endCursor of the previous page.',
        validate: afterRule.nullish(),
      }),
    },
    resolve: (_root, { search, first, after }, { admin }) =>
      admin.users({ search: search ?? null, first: first ?? 20, after: after ?? null }),
  }),
}));

builder.mutationFields((t) => ({
  adminRemoveTwoFactor: t.field({
    type: AdminUserRef,
    description:
      'Admins only. Removes every second factor of a user (a lost phone): the password or a mailed link signs them in alone again. Recorded in the admin audit log.',
    authScopes: { admin: true },
    errors: { types: [AdminUserNotFoundError], dataField: { name: 'user' } },
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId }, { admin }) => admin.removeTwoFactor(String(userId)),
  }),
}));
