import { Migration } from '@mikro-orm/migrations';

/** What admins did to other accounts (two-factor removals). */
export class Migration20261208005518_admin_audit_events extends Migration {
  override name = 'Migration20261208005518_admin_audit_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_audit_events" ("id" uuid not null, "admin_user_id" uuid not null, "admin_email" text not null, "action" text not null, "target_user_id" uuid not null, "details" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "admin_audit_events_target_index" on "admin_audit_events" ("target_user_id", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_audit_events" cascade;`);
  }
}
