import { Migration } from '@mikro-orm/migrations';

/** linkIdentity: a provider flow may add an identity to a signed-in account. */
export class Migration20261208011542_oauth_linking extends Migration {
  override name = 'Migration20261208011542_oauth_linking';

  override up(): void | Promise<void> {
    this.addSql(`alter table "auth_oauth_flows" add "linking_user_id" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_oauth_flows" drop column "linking_user_id";`);
  }
}
