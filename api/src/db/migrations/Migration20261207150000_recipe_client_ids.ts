import { Migration } from '@mikro-orm/migrations';

export class Migration20261207150000_recipe_client_ids extends Migration {
  override name = 'Migration20261207150000_recipe_client_ids';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recipes" add column "client_id" uuid null;`);
    this.addSql(
      `alter table "recipes" add constraint "recipes_user_client_id_unique" unique ("user_id", "client_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipes" drop constraint "recipes_user_client_id_unique";`);
    this.addSql(`alter table "recipes" drop column "client_id";`);
  }
}
