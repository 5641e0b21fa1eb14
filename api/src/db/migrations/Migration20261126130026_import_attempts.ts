import { Migration } from '@mikro-orm/migrations';

export class Migration20261126130026_import_attempts extends Migration {
  override name = 'Migration20261126130026_import_attempts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "import_attempts" ("id" uuid not null, "user_id" uuid null, "method" text not null, "hostname" text null, "outcome" text not null, "error_code" text null, "latency_ms" int not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "import_attempts_created_at_index" on "import_attempts" ("created_at");`,
    );

    this.addSql(
      `alter table "import_attempts" add constraint "import_attempts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "import_attempts" cascade;`);
  }
}
