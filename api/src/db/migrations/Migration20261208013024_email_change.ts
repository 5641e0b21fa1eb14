import { Migration } from '@mikro-orm/migrations';

/** E-mail changes: the address waiting for its confirmation, and its kind of token. */
export class Migration20261208013024_email_change extends Migration {
  override name = 'Migration20261208013024_email_change';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "auth_users" add "new_email" text null, add "email_change_sent_at" timestamptz null;`,
    );

    this.addSql(
      `alter table "auth_one_time_tokens" drop constraint "auth_one_time_tokens_type_check";`,
    );
    this.addSql(
      `alter table "auth_one_time_tokens" add constraint "auth_one_time_tokens_type_check" check ("type" in ('confirmation', 'recovery', 'magiclink', 'email_change'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "auth_one_time_tokens" where "type" = 'email_change';`);
    this.addSql(
      `alter table "auth_one_time_tokens" drop constraint "auth_one_time_tokens_type_check";`,
    );
    this.addSql(
      `alter table "auth_one_time_tokens" add constraint "auth_one_time_tokens_type_check" check ("type" in ('confirmation', 'recovery', 'magiclink'));`,
    );

    this.addSql(
      `alter table "auth_users" drop column "new_email", drop column "email_change_sent_at";`,
    );
  }
}
