import { Migration } from '@mikro-orm/migrations';

/** linkIdentity: the session that asked, so the link is made only while it lasts. */
export class Migration20261208015855_oauth_linking_session extends Migration {
  override name = 'Migration20261208015855_oauth_linking_session';

  override up(): void | Promise<void> {
    this.addSql(`alter table "auth_oauth_flows" add "linking_session_id" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_oauth_flows" drop column "linking_session_id";`);
  }
}
