import { Migration } from '@mikro-orm/migrations';

export class Migration20261125042356_chat extends Migration {
  override name = 'Migration20261125042356_chat';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "chat_turns" ("id" uuid not null, "user_id" uuid not null, "conversation_id" uuid not null, "feature" text not null, "provider" text not null, "model" text not null, "status" text not null, "tools" jsonb not null, "input_tokens" int null, "output_tokens" int null, "latency_ms" int null, "error" text null, "user_message" text null, "response" text null, "started_at" timestamptz not null default now(), "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "chat_turns_started_index" on "chat_turns" ("started_at");`);
    this.addSql(
      `create unique index "chat_turns_one_running_per_user" on "chat_turns" ("user_id") where "status" = 'running';`,
    );

    this.addSql(
      `create table "chat_conversations" ("key" text not null, "user_id" uuid not null, "prompts" jsonb not null, "created_at" timestamptz not null default now(), primary key ("key"));`,
    );

    this.addSql(
      `alter table "chat_turns" add constraint "chat_turns_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "chat_conversations" add constraint "chat_conversations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "chat_turns" cascade;`);
    this.addSql(`drop table if exists "chat_conversations" cascade;`);
  }
}
