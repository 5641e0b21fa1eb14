import { Migration } from '@mikro-orm/migrations';

export class Migration20261125041020_shopping_deletion_client_ids extends Migration {
  override name = 'Migration20261125041020_shopping_deletion_client_ids';

  override up(): void | Promise<void> {
    // Deletions recorded before this keep a null client id: their items are gone, and with them
    // the ids. A replayed add of one of those adds it again, as it did before.
    this.addSql(`alter table "shopping_item_deletions" add "client_id" uuid null;`);
    this.addSql(
      `create index "shopping_item_deletions_user_client_id_index" on "shopping_item_deletions" ("user_id", "client_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "shopping_item_deletions_user_client_id_index";`);
    this.addSql(`alter table "shopping_item_deletions" drop column "client_id";`);
  }
}
