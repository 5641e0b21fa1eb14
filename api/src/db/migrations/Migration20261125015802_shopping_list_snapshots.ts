import { Migration } from '@mikro-orm/migrations';

export class Migration20261125015802_shopping_list_snapshots extends Migration {
  override name = 'Migration20261125015802_shopping_list_snapshots';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shopping_list_snapshots" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "items" jsonb not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "shopping_list_snapshots_user_created_index" on "shopping_list_snapshots" ("user_id", "created_at");`,
    );

    this.addSql(
      `alter table "shopping_list_snapshots" add constraint "shopping_list_snapshots_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shopping_list_snapshots" cascade;`);
  }
}
