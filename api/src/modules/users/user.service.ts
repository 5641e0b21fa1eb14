import type { UserProfile, UsersPort, Viewer } from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { ownerIdOf } from '../shared/owner.ts';
import { User } from './user.entity.ts';

/** What an access token says about its user; enough to create the profile row. */
export interface TokenIdentity {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  avatarUrl?: string | null;
  /** When the token was issued: a profile only ever takes what a newer token says. */
  issuedAt?: Date;
}

export class UserService implements UsersPort {
  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
  ) {}

  async me(): Promise<UserProfile> {
    const user = await this.em.findOneOrFail(User, { id: ownerIdOf(this.viewer) });
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      profileImageUrl: user.profileImageUrl ?? null,
      createdAt: user.createdAt,
    };
  }
}

/**
 * Keeps the profile row as the account describes it: created the first time a token's user is
 * seen (recipes and shopping items always have an owner), and updated when a newer token names
 * the person differently (a name edited in Profile, on any device, reaches the profile with the
 * next token). A token issued before the one the row came from changes nothing: another device
 * still holding an hour-old token does not bring the old name back. (Tokens say when to the
 * second; of two from the same second, the one seen last counts.)
 */
export async function ensureUser(em: EntityManager, identity: TokenIdentity): Promise<void> {
  const issuedAt = identity.issuedAt ?? new Date(0);
  await em.execute(
    `insert into "users" ("id", "email", "first_name", "last_name", "profile_image_url",
       "profile_issued_at", "created_at", "updated_at")
     values (?, ?, ?, ?, ?, ?, now(), now())
     on conflict ("id") do update set
       "email" = excluded."email",
       "first_name" = excluded."first_name",
       "last_name" = excluded."last_name",
       "profile_image_url" = excluded."profile_image_url",
       "profile_issued_at" = excluded."profile_issued_at",
       "updated_at" = now()
     where ("users"."profile_issued_at" is null
         or "users"."profile_issued_at" <= excluded."profile_issued_at")
       and ("users"."email", "users"."first_name", "users"."last_name",
         "users"."profile_image_url") is distinct from (excluded."email",
         excluded."first_name", excluded."last_name", excluded."profile_image_url")`,
    [
      identity.id,
      identity.email,
      identity.firstName ?? null,
      identity.lastName ?? null,
      identity.avatarUrl ?? null,
      issuedAt,
    ],
  );
}
