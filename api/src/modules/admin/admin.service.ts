import {
  type AdminPort,
  type AdminStats,
  ForbiddenError,
  type PromptType,
  type Viewer,
} from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { Image } from '../images/image.entity.ts';
import { readPrompts, savePrompt } from '../prompts/index.ts';
import { countAllRecipes } from '../recipes/index.ts';
import { countAllShoppingItems } from '../shopping/index.ts';
import { User } from '../users/index.ts';

const recentUserCount = 10;
const topCreatorCount = 10;

/** Figures and prompt editing for the dashboard. Refuses anyone who is not an admin. */
export class AdminService implements AdminPort {
  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
  ) {}

  async stats(): Promise<AdminStats> {
    this.assertAdmin();
    const [
      totalUsers,
      totalRecipes,
      totalShoppingItems,
      totalImagesGenerated,
      recentUsers,
      creators,
    ] = await Promise.all([
      this.em.count(User, {}),
      countAllRecipes(this.em),
      countAllShoppingItems(this.em),
      this.em.count(Image, { origin: 'generated' }),
      this.em.find(
        User,
        {},
        { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], limit: recentUserCount },
      ),
      this.em.execute<
        { email: string; first_name: string | null; recipe_count: string | number }[]
      >(
        `select u.email, u.first_name, count(r.id) as recipe_count
             from users u join recipes r on r.user_id = u.id
            group by u.id, u.email, u.first_name
            order by recipe_count desc, u.email asc
            limit ?`,
        [topCreatorCount],
      ),
    ]);
    return {
      totalUsers,
      totalRecipes,
      totalShoppingItems,
      totalImagesGenerated,
      recentUsers: recentUsers.map((user) => ({
        id: user.id,
        email: user.email,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        createdAt: user.createdAt,
      })),
      // count(*) is a number on PGlite and a string through pg.
      topRecipeCreators: creators.map((row) => ({
        email: row.email,
        firstName: row.first_name,
        recipeCount: Number(row.recipe_count),
      })),
    };
  }

  prompts() {
    this.assertAdmin();
    return readPrompts(this.em);
  }

  async updatePrompt(type: PromptType, prompt: string) {
    this.assertAdmin();
    await savePrompt(this.em, type, prompt);
    return readPrompts(this.em);
  }

  /** The schema checks too; the service does not rely on it. */
  private assertAdmin(): void {
    if (!this.viewer?.isAdmin) throw new ForbiddenError();
  }
}
