import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100000_auth extends Migration {
  override name = 'Migration20261122100000_auth';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "auth_users" ("id" uuid not null, "email" text not null, "password_hash" text null, "email_confirmed_at" timestamptz null, "confirmation_sent_at" timestamptz null, "recovery_sent_at" timestamptz null, "last_sign_in_at" timestamptz null, "user_metadata" jsonb not null, "app_metadata" jsonb not null, "banned_until" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "auth_users" add constraint "auth_users_email_unique" unique ("email");`,
    );

    this.addSql(
      `create table "auth_sessions" ("id" uuid not null, "user_id" uuid not null, "amr" jsonb not null, "created_at" timestamptz not null, "refreshed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_sessions_user_index" on "auth_sessions" ("user_id");`);

    this.addSql(
      `create table "auth_identities" ("id" uuid not null, "user_id" uuid not null, "provider" text not null, "provider_id" text not null, "identity_data" jsonb not null, "email" text null, "last_sign_in_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_identities_user_index" on "auth_identities" ("user_id");`);
    this.addSql(
      `alter table "auth_identities" add constraint "auth_identities_provider_unique" unique ("provider", "provider_id");`,
    );

    this.addSql(
      `create table "auth_flow_states" ("id" uuid not null, "user_id" uuid not null, "auth_code" uuid not null, "code_challenge" text not null, "code_challenge_method" text not null, "authentication_method" text not null, "auth_code_issued_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "auth_flow_states" add constraint "auth_flow_states_auth_code_unique" unique ("auth_code");`,
    );

    this.addSql(
      `create table "auth_one_time_tokens" ("id" uuid not null, "user_id" uuid not null, "type" text not null, "token_hash" text not null, "code_hash" text not null, "flow_state_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "auth_one_time_tokens" add constraint "auth_one_time_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "auth_one_time_tokens" add constraint "auth_one_time_tokens_user_type_unique" unique ("user_id", "type");`,
    );

    this.addSql(
      `create table "auth_refresh_tokens" ("id" bigserial primary key, "token" text not null, "user_id" uuid not null, "session_id" uuid not null, "parent" text null, "used_at" timestamptz null, "is_revoked" boolean not null default false, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "auth_refresh_tokens" add constraint "auth_refresh_tokens_token_unique" unique ("token");`,
    );
    this.addSql(
      `create index "auth_refresh_tokens_session_index" on "auth_refresh_tokens" ("session_id");`,
    );

    this.addSql(
      `alter table "auth_sessions" add constraint "auth_sessions_user_id_foreign" foreign key ("user_id") references "auth_users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "auth_identities" add constraint "auth_identities_user_id_foreign" foreign key ("user_id") references "auth_users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "auth_flow_states" add constraint "auth_flow_states_user_id_foreign" foreign key ("user_id") references "auth_users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "auth_one_time_tokens" add constraint "auth_one_time_tokens_user_id_foreign" foreign key ("user_id") references "auth_users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "auth_one_time_tokens" add constraint "auth_one_time_tokens_type_check" check ("type" in ('confirmation', 'recovery'));`,
    );

    this.addSql(
      `alter table "auth_refresh_tokens" add constraint "auth_refresh_tokens_user_id_foreign" foreign key ("user_id") references "auth_users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_sessions" drop constraint "auth_sessions_user_id_foreign";`);
    this.addSql(`alter table "auth_identities" drop constraint "auth_identities_user_id_foreign";`);
    this.addSql(
      `alter table "auth_flow_states" drop constraint "auth_flow_states_user_id_foreign";`,
    );
    this.addSql(
      `alter table "auth_one_time_tokens" drop constraint "auth_one_time_tokens_user_id_foreign";`,
    );
    this.addSql(
      `alter table "auth_refresh_tokens" drop constraint "auth_refresh_tokens_user_id_foreign";`,
    );

    this.addSql(`drop table if exists "auth_users" cascade;`);
    this.addSql(`drop table if exists "auth_sessions" cascade;`);
    this.addSql(`drop table if exists "auth_identities" cascade;`);
    this.addSql(`drop table if exists "auth_flow_states" cascade;`);
    this.addSql(`drop table if exists "auth_one_time_tokens" cascade;`);
    this.addSql(`drop table if exists "auth_refresh_tokens" cascade;`);
  }
}
