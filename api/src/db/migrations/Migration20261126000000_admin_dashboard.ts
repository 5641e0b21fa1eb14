import { Migration } from '@mikro-orm/migrations';

/**
 * The admin dashboard at scale: paging and searching users, per-owner recipe counts kept exact
 * by triggers (so the figures never scan every recipe), prompt history, and paging the usage log.
 */
export class Migration20261126000000_admin_dashboard extends Migration {
  override name = 'Migration20261126000000_admin_dashboard';

  override up(): void | Promise<void> {
    // Users tab: newest first, keyset-paged on (created_at, id).
    this.addSql(`drop index if exists "users_created_at_index";`);
    this.addSql(`create index "users_created_at_id_index" on "users" ("created_at", "id");`);
    // Substring search over e-mail and name (pg_trgm loads on PostgreSQL and on PGlite alike);
    // the expression is the one users/user-directory.ts filters on, character for character.
    this.addSql(
      `create index "users_search_index" on "users" using gin ((lower("email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);`,
    );

    this.addSql(
      `create table "recipe_owner_counts" ("user_id" uuid not null, "recipe_count" int not null default 0, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "recipe_owner_counts" add constraint "recipe_owner_counts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "recipe_owner_counts_rank_index" on "recipe_owner_counts" ("recipe_count" desc, "user_id");`,
    );
    // Statement-level triggers with transition tables: one upsert per owner per statement, so a
    // bulk insert costs one grouped write, not one per row. Same transaction as the change, so
    // the counts always equal count(*) over recipes. Owners are touched in id order, so two
    // statements over the same owners cannot deadlock. A delete only updates: when a user is
    // deleted, their counts row may already be gone with them.
    this.addSql(`create function "recipe_owner_counts_added"() returns trigger language plpgsql as $$
begin
  insert into "recipe_owner_counts" ("user_id", "recipe_count")
    select "user_id", count(*) from "added_recipes" group by "user_id" order by "user_id"
    on conflict ("user_id") do update
      set "recipe_count" = "recipe_owner_counts"."recipe_count" + excluded."recipe_count";
  return null;
end $$;`);
    this.addSql(`create function "recipe_owner_counts_removed"() returns trigger language plpgsql as $$
begin
  update "recipe_owner_counts" c set "recipe_count" = c."recipe_count" - r."removed"
    from (select "user_id", count(*) as "removed" from "removed_recipes" group by "user_id"
          order by "user_id") r
   where c."user_id" = r."user_id";
  return null;
end $$;`);
    this.addSql(`create function "recipe_owner_counts_moved"() returns trigger language plpgsql as $$
begin
  update "recipe_owner_counts" c set "recipe_count" = c."recipe_count" - r."moved"
    from (select o."user_id", count(*) as "moved" from "old_recipes" o
            join "new_recipes" n on n."id" = o."id" and n."user_id" <> o."user_id"
           group by o."user_id" order by o."user_id") r
   where c."user_id" = r."user_id";
  insert into "recipe_owner_counts" ("user_id", "recipe_count")
    select n."user_id", count(*) from "new_recipes" n
      join "old_recipes" o on o."id" = n."id" and o."user_id" <> n."user_id"
     group by n."user_id" order by n."user_id"
    on conflict ("user_id") do update
      set "recipe_count" = "recipe_owner_counts"."recipe_count" + excluded."recipe_count";
  return null;
end $$;`);
    this.addSql(
      `create trigger "recipes_count_added" after insert on "recipes" referencing new table as "added_recipes" for each statement execute function "recipe_owner_counts_added"();`,
    );
    this.addSql(
      `create trigger "recipes_count_removed" after delete on "recipes" referencing old table as "removed_recipes" for each statement execute function "recipe_owner_counts_removed"();`,
    );
    this.addSql(
      `create trigger "recipes_count_moved" after update on "recipes" referencing old table as "old_recipes" new table as "new_recipes" for each statement execute function "recipe_owner_counts_moved"();`,
    );
    this.addSql(
      `insert into "recipe_owner_counts" ("user_id", "recipe_count") select "user_id", count(*) from "recipes" group by "user_id";`,
    );

    this.addSql(
      `create table "chatbot_prompt_versions" ("id" serial primary key, "type" text not null, "prompt" text not null, "saved_by_id" uuid null, "saved_by_email" text null, "saved_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "chatbot_prompt_versions" add constraint "chatbot_prompt_versions_type_check" check ("type" in ('main', 'shopping', 'recipe'));`,
    );
    this.addSql(
      `create index "chatbot_prompt_versions_type_index" on "chatbot_prompt_versions" ("type", "id");`,
    );

    // The usage log, newest first, keyset-paged on (started_at, id).
    this.addSql(`drop index if exists "chat_turns_started_index";`);
    this.addSql(`create index "chat_turns_started_id_index" on "chat_turns" ("started_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "chat_turns_started_id_index";`);
    this.addSql(`create index "chat_turns_started_index" on "chat_turns" ("started_at");`);
    this.addSql(`drop table if exists "chatbot_prompt_versions" cascade;`);
    this.addSql(`drop trigger if exists "recipes_count_added" on "recipes";`);
    this.addSql(`drop trigger if exists "recipes_count_removed" on "recipes";`);
    this.addSql(`drop trigger if exists "recipes_count_moved" on "recipes";`);
    this.addSql(`drop function if exists "recipe_owner_counts_added"();`);
    this.addSql(`drop function if exists "recipe_owner_counts_removed"();`);
    this.addSql(`drop function if exists "recipe_owner_counts_moved"();`);
    this.addSql(`drop table if exists "recipe_owner_counts" cascade;`);
    this.addSql(`drop index if exists "users_search_index";`);
    this.addSql(`drop index if exists "users_created_at_id_index";`);
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);
  }
}
