import { Migration } from '@mikro-orm/migrations';

/** Two-factor sign-in: authenticator-app factors and their challenges. */
export class Migration20261208003448_mfa_factors extends Migration {
  override name = 'Migration20261208003448_mfa_factors';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "auth_mfa_factors" ("id" uuid not null, "user_id" uuid not null, "friendly_name" text null, "factor_type" text not null, "status" text not null, "secret" text not null, "last_time_step" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_mfa_factors_user_index" on "auth_mfa_factors" ("user_id");`);

    this.addSql(
      `create table "auth_mfa_challenges" ("id" uuid not null, "factor_id" uuid not null, "ip_address" text not null, "created_at" timestamptz not null, "verified_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "auth_mfa_challenges_factor_index" on "auth_mfa_challenges" ("factor_id");`,
    );

    this.addSql(
      `alter table "auth_mfa_factors" add constraint "auth_mfa_factors_user_id_foreign" foreign key ("user_id") references "auth_users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "auth_mfa_factors" add constraint "auth_mfa_factors_factor_type_check" check ("factor_type" in ('totp'));`,
    );
    this.addSql(
      `alter table "auth_mfa_factors" add constraint "auth_mfa_factors_status_check" check ("status" in ('unverified', 'verified'));`,
    );

    this.addSql(
      `alter table "auth_mfa_challenges" add constraint "auth_mfa_challenges_factor_id_foreign" foreign key ("factor_id") references "auth_mfa_factors" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "auth_mfa_challenges" drop constraint "auth_mfa_challenges_factor_id_foreign";`,
    );

    this.addSql(`drop table if exists "auth_mfa_factors" cascade;`);
    this.addSql(`drop table if exists "auth_mfa_challenges" cascade;`);
  }
}
