import { Migration } from '@mikro-orm/migrations';

export class Migration20261207220000_profile_issued_at extends Migration {
  override name = 'Migration20261207220000_profile_issued_at';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "profile_issued_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "profile_issued_at";`);
  }
}
