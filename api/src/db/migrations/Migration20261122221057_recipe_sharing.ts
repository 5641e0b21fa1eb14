import { Migration } from '@mikro-orm/migrations';

export class Migration20261122221057_recipe_sharing extends Migration {
  override name = 'Migration20261122221057_recipe_sharing';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "recipes" add "is_shared" boolean not null default false, add "saved_from_recipe_id" int null;`,
    );
    this.addSql(
      `alter table "recipes" add constraint "recipes_saved_from_recipe_id_foreign" foreign key ("saved_from_recipe_id") references "recipes" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "recipes" add constraint "recipes_user_saved_from_unique" unique ("saved_from_recipe_id", "user_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipes" drop constraint "recipes_saved_from_recipe_id_foreign";`);
    this.addSql(`alter table "recipes" drop constraint "recipes_user_saved_from_unique";`);
    this.addSql(
      `alter table "recipes" drop column "is_shared", drop column "saved_from_recipe_id";`,
    );
  }
}
