import { Migration } from '@mikro-orm/migrations';

export class Migration20261207110000_import_results extends Migration {
  override name = 'Migration20261207110000_import_results';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "import_results" ("id" uuid not null, "user_id" uuid not null, "outcome" jsonb not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "import_results_created_at_index" on "import_results" ("created_at");`,
    );
    this.addSql(
      `alter table "import_results" add constraint "import_results_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "import_results" cascade;`);
  }
}
