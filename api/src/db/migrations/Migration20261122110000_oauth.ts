import { Migration } from '@mikro-orm/migrations';

export class Migration20261122110000_oauth extends Migration {
  override name = 'Migration20261122110000_oauth';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "auth_oauth_flows" ("id" uuid not null, "provider" text not null, "redirect_to" text not null, "code_challenge" text null, "code_challenge_method" text null, "provider_code_verifier" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "auth_oauth_flows" cascade;`);
  }
}
