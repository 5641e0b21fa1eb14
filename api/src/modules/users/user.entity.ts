import { defineEntity, p } from '@mikro-orm/core';

/** The app's profile of a signed-in person; `id` is the access token's subject. */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.text(),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    profileImageUrl: p.text().nullable(),
    /** When the access token the names and picture came from was issued (see ensureUser). */
    profileIssuedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    { name: 'users_created_at_id_index', properties: ['createdAt', 'id'] },
    {
      name: 'users_search_index',
      expression: `create index "users_search_index" on "users" using gin ((lower("email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops)`,
    },
  ],
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
