import { Migration } from '@mikro-orm/migrations';

export class Migration20261125015032_shopping_list_changes extends Migration {
  override name = 'Migration20261125015032_shopping_list_changes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shopping_list_clocks" ("user_id" uuid not null, "version" int not null default 0, "forgotten_through" int not null default 0, primary key ("user_id"));`,
    );

    this.addSql(
      `create table "shopping_item_deletions" ("item_id" int not null, "user_id" uuid not null, "list_version" int not null, "deleted_at" timestamptz not null, primary key ("item_id"));`,
    );
    this.addSql(
      `create index "shopping_item_deletions_user_version_index" on "shopping_item_deletions" ("user_id", "list_version");`,
    );

    this.addSql(`alter table "shopping_items" add "list_version" int not null default 0;`);
    this.addSql(
      `create index "shopping_items_user_list_version_index" on "shopping_items" ("user_id", "list_version");`,
    );

    this.addSql(
      `alter table "shopping_list_clocks" add constraint "shopping_list_clocks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "shopping_item_deletions" add constraint "shopping_item_deletions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shopping_list_clocks" cascade;`);
    this.addSql(`drop table if exists "shopping_item_deletions" cascade;`);

    this.addSql(`drop index "shopping_items_user_list_version_index";`);
    this.addSql(`alter table "shopping_items" drop column "list_version";`);
  }
}
