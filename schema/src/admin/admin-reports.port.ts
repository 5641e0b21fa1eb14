export const importMethodValues = ['TEXT', 'URL', 'IMAGE'] as const;
export type ImportMethodValue = (typeof importMethodValues)[number];

export const aiFeatures = [
  'ASSISTANT_GENERAL',
  'ASSISTANT_RECIPE',
  'IMPORT_TEXT',
  'IMPORT_URL',
  'IMPORT_IMAGE',
  'IMAGE_GENERATION',
] as const;
export type AiFeature = (typeof aiFeatures)[number];

/** The report's bounds on `days` (whole UTC days, today included). */
export const adminReportDays = { min: 1, max: 365, default: 30 } as const;
/** How many sites the import report lists. */
export const adminReportSiteLimit = 20;
/** Users per page of the export; the CSV route reads page after page. */
export const adminUserExportPageSize = { max: 1_000, default: 500 } as const;

export interface ImportRate {
  attempts: number;
  successes: number;
  /** successes / attempts, 0–1; null when there was no attempt. */
  successRate: number | null;
}

export interface ImportMethodRate extends ImportRate {
  method: ImportMethodValue;
}

export interface ImportSiteRate extends ImportRate {
  site: string;
}

export interface AiFeatureUsage {
  feature: AiFeature;
  count: number;
  inputTokens: number | null;
  outputTokens: number | null;
}

export interface AdminReportDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  signUps: number;
  activeCooks: number;
}

export interface AdminReport {
  days: number;
  from: Date;
  to: Date;
  importsByMethod: ImportMethodRate[];
  importsBySite: ImportSiteRate[];
  aiUsage: AiFeatureUsage[];
  daily: AdminReportDay[];
}

export interface AdminExportedUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  recipeCount: number;
  shoppingItemCount: number;
}

export interface AdminUserExportPage {
  users: AdminExportedUser[];
  /** Pass as `after` for the next page; null when there are no users. */
  endCursor: string | null;
  hasNextPage: boolean;
}

/** Reports and the user export of the admin dashboard. Only admins reach it. */
export interface AdminReportsPort {
  report(days: number): Promise<AdminReport>;
  userExportPage(after: string | null, first: number): Promise<AdminUserExportPage>;
}
