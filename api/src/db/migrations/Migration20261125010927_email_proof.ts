import { Migration } from '@mikro-orm/migrations';

export class Migration20261125010927_email_proof extends Migration {
  override name = 'Migration20261125010927_email_proof';

  override up(): void | Promise<void> {
    this.addSql(`alter table "auth_users" add "email_proven_at" timestamptz null;`);
    // Existing accounts whose proof is on record. A confirmation after a confirmation mail can
    // only come from its link or code (or a provider's verified address): auto-confirm confirms
    // at sign-up and never mails. A provider identity that vouched for the account's address
    // proves it too. Every other account (auto-confirmed) proves its address on next need,
    // e.g. through the password-recovery link.
    this.addSql(
      `update "auth_users" set "email_proven_at" = "email_confirmed_at" where "email_confirmed_at" is not null and "confirmation_sent_at" is not null and "email_confirmed_at" >= "confirmation_sent_at";`,
    );
    this.addSql(
      `update "auth_users" as u set "email_proven_at" = coalesce(u."email_confirmed_at", i."created_at") from "auth_identities" as i where u."email_proven_at" is null and i."user_id" = u."id" and i."provider" <> 'email' and i."email" = u."email" and i."identity_data" ->> 'email_verified' = 'true';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_users" drop column "email_proven_at";`);
  }
}
