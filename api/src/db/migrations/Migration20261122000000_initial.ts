import { raw } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { defaultPrompts } from '../../modules/prompts/default-prompts.ts';

export class Migration20261122000000_initial extends Migration {
  override name = 'Migration20261122000000_initial';

  override up(): void | Promise<void> {
    // Trigram indexes make substring search over a large collection fast.
    this.addSql('create extension if not exists pg_trgm;');

    this.addSql(
      `create table "chatbot_prompts" ("type" text not null, "prompt" text not null, "updated_at" timestamptz not null, primary key ("type"));`,
    );

    this.addSql(
      `create table "auth_signing_keys" ("kid" text not null, "algorithm" text not null, "private_jwk" jsonb not null, "public_jwk" jsonb not null, "created_at" timestamptz not null, "retired_at" timestamptz null, primary key ("kid"));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "email" text not null, "first_name" text null, "last_name" text null, "profile_image_url" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);

    this.addSql(
      `create table "shopping_items" ("id" serial primary key, "user_id" uuid not null, "name" text not null, "quantity" text not null default '1', "category" text not null default 'Other', "recipe_ids" jsonb not null, "is_completed" boolean not null default false, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "shopping_items_user_id_index" on "shopping_items" ("user_id", "id");`,
    );

    this.addSql(
      `create table "recipes" ("id" serial primary key, "user_id" uuid not null, "name" text not null, "description" text null, "image_url" text null, "prep_time" int not null default 0, "cook_time" int null, "total_time" int null, "servings" int not null default 0, "difficulty" text not null default 'Easy', "ingredients" jsonb not null, "instructions" jsonb not null, "tags" jsonb not null, "tag_keys" jsonb not null, "nutrition" jsonb null, "is_favorite" boolean not null default false, "source_url" text null, "source_image_url" text null, "search_text" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "recipes_user_name_index" on "recipes" ("user_id", lower("name"), "id");`,
    );
    this.addSql(
      `create index "recipes_user_created_at_index" on "recipes" ("user_id", "created_at");`,
    );
    this.addSql(
      `create index "recipes_tag_keys_index" on "recipes" using gin ("tag_keys" jsonb_path_ops);`,
    );
    this.addSql(
      `create index "recipes_search_text_index" on "recipes" using gin ("search_text" gin_trgm_ops);`,
    );

    this.addSql(
      `create table "images" ("id" uuid not null, "user_id" uuid null, "content_type" text not null, "data" bytea not null, "etag" text not null, "byte_size" int not null, "origin" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `alter table "chatbot_prompts" add constraint "chatbot_prompts_type_check" check ("type" in ('main', 'shopping', 'recipe'));`,
    );

    this.addSql(
      `alter table "shopping_items" add constraint "shopping_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "shopping_items" add constraint "shopping_items_category_check" check ("category" in ('Produce', 'Meat', 'Dairy', 'Pantry', 'Bakery', 'Frozen', 'Other'));`,
    );

    this.addSql(
      `alter table "recipes" add constraint "recipes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "recipes" add constraint "recipes_difficulty_check" check ("difficulty" in ('Easy', 'Medium', 'Hard'));`,
    );

    this.addSql(
      `alter table "images" add constraint "images_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );

    for (const [type, prompt] of Object.entries(defaultPrompts)) {
      this.addSql(
        raw(
          `insert into "chatbot_prompts" ("type", "prompt", "updated_at") values (?, ?, now()) on conflict do nothing`,
          [type, prompt],
        ),
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shopping_items" drop constraint "shopping_items_user_id_foreign";`);
    this.addSql(`alter table "recipes" drop constraint "recipes_user_id_foreign";`);
    this.addSql(`alter table "images" drop constraint "images_user_id_foreign";`);

    this.addSql(`drop table if exists "chatbot_prompts" cascade;`);
    this.addSql(`drop table if exists "auth_signing_keys" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "shopping_items" cascade;`);
    this.addSql(`drop table if exists "recipes" cascade;`);
    this.addSql(`drop table if exists "images" cascade;`);
  }
}
