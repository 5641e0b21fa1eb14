import { Migration } from '@mikro-orm/migrations';

export class Migration20261126204111_nutrition_version extends Migration {
  override name = 'Migration20261126204111_nutrition_version';

  override up(): void | Promise<void> {
    this.addSql(`alter table "recipes" add "nutrition_version" int null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipes" drop column "nutrition_version";`);
  }
}
