import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_initial } from './Migration20261122000000_initial.ts';
import { Migration20261122100000_auth } from './Migration20261122100000_auth.ts';
import { Migration20261122110000_oauth } from './Migration20261122110000_oauth.ts';
import { Migration20261122221057_recipe_sharing } from './Migration20261122221057_recipe_sharing.ts';
import { Migration20261125010927_email_proof } from './Migration20261125010927_email_proof.ts';
import { Migration20261125014704_shopping_item_identity } from './Migration20261125014704_shopping_item_identity.ts';
import { Migration20261125015032_shopping_list_changes } from './Migration20261125015032_shopping_list_changes.ts';
import { Migration20261125015802_shopping_list_snapshots } from './Migration20261125015802_shopping_list_snapshots.ts';
import { Migration20261125041020_shopping_deletion_client_ids } from './Migration20261125041020_shopping_deletion_client_ids.ts';
import { Migration20261125042356_chat } from './Migration20261125042356_chat.ts';
import { Migration20261126000000_admin_dashboard } from './Migration20261126000000_admin_dashboard.ts';
import { Migration20261126130026_import_attempts } from './Migration20261126130026_import_attempts.ts';
import { Migration20261126204111_nutrition_version } from './Migration20261126204111_nutrition_version.ts';
import { Migration20261207110000_import_results } from './Migration20261207110000_import_results.ts';
import { Migration20261207150000_recipe_client_ids } from './Migration20261207150000_recipe_client_ids.ts';
import { Migration20261207220000_profile_issued_at } from './Migration20261207220000_profile_issued_at.ts';
import { Migration20261208000100_magic_links } from './Migration20261208000100_magic_links.ts';
import { Migration20261208003448_mfa_factors } from './Migration20261208003448_mfa_factors.ts';
import { Migration20261208005518_admin_audit_events } from './Migration20261208005518_admin_audit_events.ts';
import { Migration20261208011542_oauth_linking } from './Migration20261208011542_oauth_linking.ts';
import { Migration20261208013024_email_change } from './Migration20261208013024_email_change.ts';
import { Migration20261208015855_oauth_linking_session } from './Migration20261208015855_oauth_linking_session.ts';

/** Every migration in order; explicit so that no file discovery is needed at start. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122100000_auth', class: Migration20261122100000_auth },
  { name: 'Migration20261122110000_oauth', class: Migration20261122110000_oauth },
  {
    name: 'Migration20261122221057_recipe_sharing',
    class: Migration20261122221057_recipe_sharing,
  },
  { name: 'Migration20261125010927_email_proof', class: Migration20261125010927_email_proof },
  {
    name: 'Migration20261125014704_shopping_item_identity',
    class: Migration20261125014704_shopping_item_identity,
  },
  {
    name: 'Migration20261125015032_shopping_list_changes',
    class: Migration20261125015032_shopping_list_changes,
  },
  {
    name: 'Migration20261125015802_shopping_list_snapshots',
    class: Migration20261125015802_shopping_list_snapshots,
  },
  {
    name: 'Migration20261125041020_shopping_deletion_client_ids',
    class: Migration20261125041020_shopping_deletion_client_ids,
  },
  { name: 'Migration20261125042356_chat', class: Migration20261125042356_chat },
  {
    name: 'Migration20261126000000_admin_dashboard',
    class: Migration20261126000000_admin_dashboard,
  },
  {
    name: 'Migration20261126130026_import_attempts',
    class: Migration20261126130026_import_attempts,
  },
  {
    name: 'Migration20261126204111_nutrition_version',
    class: Migration20261126204111_nutrition_version,
  },
  {
    name: 'Migration20261207110000_import_results',
    class: Migration20261207110000_import_results,
  },
  {
    name: 'Migration20261207150000_recipe_client_ids',
    class: Migration20261207150000_recipe_client_ids,
  },
  {
    name: 'Migration20261207220000_profile_issued_at',
    class: Migration20261207220000_profile_issued_at,
  },
  {
    name: 'Migration20261208000100_magic_links',
    class: Migration20261208000100_magic_links,
  },
  {
    name: 'Migration20261208003448_mfa_factors',
    class: Migration20261208003448_mfa_factors,
  },
  {
    name: 'Migration20261208005518_admin_audit_events',
    class: Migration20261208005518_admin_audit_events,
  },
  {
    name: 'Migration20261208011542_oauth_linking',
    class: Migration20261208011542_oauth_linking,
  },
  {
    name: 'Migration20261208013024_email_change',
    class: Migration20261208013024_email_change,
  },
  {
    name: 'Migration20261208015855_oauth_linking_session',
    class: Migration20261208015855_oauth_linking_session,
  },
];
