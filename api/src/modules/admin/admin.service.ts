import { randomUUID } from 'node:crypto';
import {
  type AccountStatus,
  type AdminPage,
  type AdminPort,
  type AdminStats,
  type AdminUser,
  AdminUserNotFoundError,
  type AdminUserPage,
  type ChatLogEntry,
  ForbiddenError,
  type PageArguments,
  type PromptType,
  type SystemSettings,
  type Viewer,
} from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { listChatLog } from '../chat/index.ts';
import { countGeneratedImages } from '../images/index.ts';
import {
  type PromptAuthor,
  promptHistory,
  readPrompts,
  resetPrompt,
  restorePromptVersion,
  savePrompt,
} from '../prompts/index.ts';
import { recipeStats } from '../recipes/index.ts';
import { countAllShoppingItems } from '../shopping/index.ts';
import { countUsers, directoryUser, listUsers, profilesOf } from '../users/index.ts';
import { AdminAuditEvent } from './admin-audit-event.entity.ts';

const recentUserCount = 10;
const topCreatorCount = 10;

export interface AdminServiceDependencies {
  em: EntityManager;
  viewer: Viewer | null;
  /** From the sign-in service; ids it does not know are active (a hosted project's users). */
  accountStatuses: (ids: readonly string[]) => Promise<Map<string, AccountStatus>>;
  /** The running configuration, secrets already masked (config-summary.ts). */
  systemSettings: SystemSettings;
  /**
   * Second factors, where the embedded sign-in service keeps them (a hosted project keeps its
   * own: none are found here).
   */
  secondFactors: {
    usersWith: (ids: readonly string[]) => Promise<Set<string>>;
    /** Within the caller's transaction: the factors go, and the user's sessions end. */
    remove: (
      em: EntityManager,
      userId: string,
    ) => Promise<{ removed: number; endedSessionIds: string[] }>;
  };
  /** Tells every replica to close the sockets of ended sessions. */
  sessionsEnded: (sessionIds: string[]) => Promise<void>;
}

/**
 * The dashboard: composes each module's figures and lists through its public face, and refuses
 * anyone who is not an admin.
 */
export class AdminService implements AdminPort {
  private readonly em: EntityManager;
  private readonly viewer: Viewer | null;

  constructor(private readonly deps: AdminServiceDependencies) {
    this.em = deps.em;
    this.viewer = deps.viewer;
  }

  async stats(): Promise<AdminStats> {
    this.assertAdmin();
    const [totalUsers, recipes, totalShoppingItems, totalImagesGenerated, recent] =
      await Promise.all([
        countUsers(this.em),
        recipeStats(this.em, topCreatorCount),
        countAllShoppingItems(this.em),
        countGeneratedImages(this.em),
        listUsers(this.em, { search: null, first: recentUserCount, after: null }),
      ]);
    const owners = await profilesOf(
      this.em,
      recipes.topOwners.map((owner) => owner.userId),
    );
    return {
      totalUsers,
      totalRecipes: recipes.totalRecipes,
      totalShoppingItems,
      totalImagesGenerated,
      recentUsers: recent.users.map(({ cursor: _cursor, ...user }) => user),
      topRecipeCreators: recipes.topOwners.flatMap((owner) => {
        const profile = owners.get(owner.userId);
        return profile
          ? [{ email: profile.email, firstName: profile.firstName, recipeCount: owner.recipeCount }]
          : [];
      }),
    };
  }

  async users(args: PageArguments & { search: string | null }): Promise<AdminUserPage> {
    this.assertAdmin();
    const page = await listUsers(this.em, args);
    const ids = page.users.map((user) => user.id);
    const [statuses, withTwoFactor] = await Promise.all([
      this.deps.accountStatuses(ids),
      this.deps.secondFactors.usersWith(ids),
    ]);
    const nodes = page.users.map(({ cursor, ...user }) => ({
      cursor,
      node: {
        ...user,
        status: statuses.get(user.id) ?? ('active' as const),
        hasTwoFactor: withTwoFactor.has(user.id),
      },
    }));
    return {
      nodes,
      hasNextPage: page.hasNextPage,
      endCursor: nodes.at(-1)?.cursor ?? null,
      totalCount: page.totalCount,
    };
  }

  prompts() {
    this.assertAdmin();
    return readPrompts(this.em);
  }

  async updatePrompt(type: PromptType, prompt: string) {
    await savePrompt(this.em, type, prompt, this.author());
    return readPrompts(this.em);
  }

  promptHistory(type: PromptType) {
    this.assertAdmin();
    return promptHistory(this.em, type);
  }

  async restorePrompt(versionId: string) {
    await restorePromptVersion(this.em, versionId, this.author());
    return readPrompts(this.em);
  }

  async resetPrompt(type: PromptType) {
    await resetPrompt(this.em, type, this.author());
    return readPrompts(this.em);
  }

  async chatLogs(args: PageArguments): Promise<AdminPage<ChatLogEntry>> {
    this.assertAdmin();
    const page = await listChatLog(this.em, args);
    const people = await profilesOf(
      this.em,
      page.rows.map((row) => row.userId),
    );
    const nodes = page.rows.map(({ cursor, status, ...row }) => ({
      cursor,
      node: { ...row, outcome: status, userEmail: people.get(row.userId)?.email ?? null },
    }));
    return { nodes, hasNextPage: page.hasNextPage, endCursor: nodes.at(-1)?.cursor ?? null };
  }

  async removeTwoFactor(userId: string): Promise<AdminUser> {
    this.assertAdmin();
    const admin = this.viewer as Viewer;
    const user = await directoryUser(this.em, userId);
    if (!user) throw new AdminUserNotFoundError(userId);
    const { secondFactors } = this.deps;
    const endedSessionIds = await this.em.transactional(async (tx) => {
      const { removed, endedSessionIds: ended } = await secondFactors.remove(tx, user.id);
      tx.create(AdminAuditEvent, {
        id: randomUUID(),
        adminUserId: admin.id,
        adminEmail: admin.email,
        action: 'remove_two_factor',
        targetUserId: user.id,
        details: { factorsRemoved: removed, sessionsEnded: ended.length },
      });
      return ended;
    });
    if (endedSessionIds.length > 0) await this.deps.sessionsEnded(endedSessionIds);
    const statuses = await this.deps.accountStatuses([user.id]);
    return { ...user, status: statuses.get(user.id) ?? 'active', hasTwoFactor: false };
  }

  async systemSettings(): Promise<SystemSettings> {
    this.assertAdmin();
    return this.deps.systemSettings;
  }

  /** The admin saving a prompt, recorded with its version. */
  private author(): PromptAuthor {
    this.assertAdmin();
    const viewer = this.viewer as Viewer;
    return { id: viewer.id, email: viewer.email };
  }

  /** The schema checks too; the service does not rely on it. */
  private assertAdmin(): void {
    if (!this.viewer?.isAdmin) throw new ForbiddenError();
  }
}
