import { Migration } from '@mikro-orm/migrations';

/** Sign-in links and codes (`POST /otp`) are a third kind of one-time token. */
export class Migration20261208000100_magic_links extends Migration {
  override name = 'Migration20261208000100_magic_links';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "auth_one_time_tokens" drop constraint "auth_one_time_tokens_type_check";`,
    );
    this.addSql(
      `alter table "auth_one_time_tokens" add constraint "auth_one_time_tokens_type_check" check ("type" in ('confirmation', 'recovery', 'magiclink'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "auth_one_time_tokens" where "type" = 'magiclink';`);
    this.addSql(
      `alter table "auth_one_time_tokens" drop constraint "auth_one_time_tokens_type_check";`,
    );
    this.addSql(
      `alter table "auth_one_time_tokens" add constraint "auth_one_time_tokens_type_check" check ("type" in ('confirmation', 'recovery'));`,
    );
  }
}
