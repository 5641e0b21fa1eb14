import { Migration } from '@mikro-orm/migrations';

export class Migration20261125014704_shopping_item_identity extends Migration {
  override name = 'Migration20261125014704_shopping_item_identity';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "shopping_items" add "client_id" uuid null, add "position" int not null default 0, add "version" int not null default 1, add "updated_at" timestamptz null;`,
    );
    // Existing items last changed when they were added, and keep the order they were added in.
    this.addSql(`update "shopping_items" set "updated_at" = "created_at";`);
    this.addSql(`alter table "shopping_items" alter column "updated_at" set not null;`);
    this.addSql(
      `update "shopping_items" as i set "position" = o."position" from (select "id", row_number() over (partition by "user_id" order by "id") as "position" from "shopping_items") as o where i."id" = o."id";`,
    );
    this.addSql(
      `alter table "shopping_items" add constraint "shopping_items_user_client_id_unique" unique ("user_id", "client_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "shopping_items" drop constraint "shopping_items_user_client_id_unique";`,
    );
    this.addSql(
      `alter table "shopping_items" drop column "client_id", drop column "position", drop column "version", drop column "updated_at";`,
    );
  }
}
