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
 * Creates the profile row the first time a token's user is seen, so that recipes and
 * shopping items always have an owner. Existing rows keep what the user edited.
 */
export async function ensureUser(em: EntityManager, identity: TokenIdentity): Promise<void> {
  await em
    .createQueryBuilder(User)
    .insert({
      id: identity.id,
      email: identity.email,
      firstName: identity.firstName ?? null,
      lastName: identity.lastName ?? null,
      profileImageUrl: identity.avatarUrl ?? null,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .onConflict('id')
    .ignore()
    .execute();
}
