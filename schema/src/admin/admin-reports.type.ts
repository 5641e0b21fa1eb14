import { z } from 'zod';
import { builder } from '../builder.ts';
import {
  type AdminExportedUser,
  type AdminReport,
  type AdminReportDay,
  type AdminUserExportPage,
  type AiFeatureUsage,
  adminReportDays,
  adminReportSiteLimit,
  adminUserExportPageSize,
  type aiFeatures,
  type ImportMethodRate,
  type ImportSiteRate,
  importMethodValues,
} from './admin-reports.port.ts';

const ImportMethodEnum = builder.enumType('ImportMethod', {
  description: 'How a recipe was imported.',
  values: importMethodValues,
});

const AiFeatureEnum = builder.enumType('AiFeature', {
  description: 'What the AI was used for.',
  values: {
    ASSISTANT_GENERAL: { description: 'An assistant turn with no recipe open.' },
    ASSISTANT_RECIPE: { description: 'An assistant turn about an open recipe.' },
    IMPORT_TEXT: { description: 'Pasted text read into a recipe (attempts, failed ones too).' },
    IMPORT_URL: {
      description: 'A web page read into a recipe; a URL answered by an existing recipe is not.',
    },
    IMPORT_IMAGE: { description: 'A photo read into a recipe (attempts, failed ones too).' },
    IMAGE_GENERATION: { description: 'A recipe picture drawn (for an import or on request).' },
  } satisfies Record<(typeof aiFeatures)[number], { description: string }>,
});

const rateFields = {
  attempts: 'Attempts, failed ones included.',
  successes: 'Attempts that gave the cook a recipe (a new one, or one imported before).',
  successRate: 'successes / attempts, from 0 to 1; null without attempts.',
};

const ImportMethodRateRef = builder.objectRef<ImportMethodRate>('ImportMethodRate').implement({
  description: 'Import success for one method.',
  fields: (t) => ({
    method: t.expose('method', { type: ImportMethodEnum }),
    attempts: t.exposeInt('attempts', { description: rateFields.attempts }),
    successes: t.exposeInt('successes', { description: rateFields.successes }),
    successRate: t.exposeFloat('successRate', {
      nullable: true,
      description: rateFields.successRate,
    }),
  }),
});

const ImportSiteRateRef = builder.objectRef<ImportSiteRate>('ImportSiteRate').implement({
  description: 'URL import success for one site.',
  fields: (t) => ({
    site: t.exposeString('site', { description: 'Hostname, lowercase, without "www.".' }),
    attempts: t.exposeInt('attempts', { description: rateFields.attempts }),
    successes: t.exposeInt('successes', { description: rateFields.successes }),
    successRate: t.exposeFloat('successRate', {
      nullable: true,
      description: rateFields.successRate,
    }),
  }),
});

const AiFeatureUsageRef = builder.objectRef<AiFeatureUsage>('AiFeatureUsage').implement({
  description: 'How often one AI feature was used in the period.',
  fields: (t) => ({
    feature: t.expose('feature', { type: AiFeatureEnum }),
    count: t.exposeInt('count'),
    inputTokens: t.exposeInt('inputTokens', {
      nullable: true,
      description: 'Sum over the uses whose provider reported tokens; null when none did.',
    }),
    outputTokens: t.exposeInt('outputTokens', {
      nullable: true,
      description: 'Sum over the uses whose provider reported tokens; null when none did.',
    }),
  }),
});

const AdminReportDayRef = builder.objectRef<AdminReportDay>('AdminReportDay').implement({
  description: 'One UTC day of the period.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (UTC).' }),
    signUps: t.exposeInt('signUps', { description: 'Users whose profile was created that day.' }),
    activeCooks: t.exposeInt('activeCooks', {
      description: [
        'Distinct users who did something that day: created or saved a recipe, added, changed or',
        'deleted a shopping list item, asked the assistant, or tried an import. Only the last',
        'change of a recipe or item is dated, so an earlier edit of one changed again later is',
        'not counted.',
      ].join(' '),
    }),
  }),
});

const AdminReportRef = builder.objectRef<AdminReport>('AdminReport').implement({
  description: 'Usage over the last `days` whole UTC days, today included.',
  fields: (t) => ({
    days: t.exposeInt('days'),
    from: t.expose('from', { type: 'DateTime', description: 'Midnight (UTC) of the first day.' }),
    to: t.expose('to', {
      type: 'DateTime',
      description: 'Midnight (UTC) after the last day (today); exclusive.',
    }),
    importsByMethod: t.expose('importsByMethod', {
      type: [ImportMethodRateRef],
      description: 'One row per method (TEXT, URL, IMAGE), zeros included.',
    }),
    importsBySite: t.expose('importsBySite', {
      type: [ImportSiteRateRef],
      description: `URL imports by site: the ${adminReportSiteLimit} with most attempts, most first.`,
    }),
    aiUsage: t.expose('aiUsage', {
      type: [AiFeatureUsageRef],
      description: 'One row per feature, zeros included.',
    }),
    daily: t.expose('daily', {
      type: [AdminReportDayRef],
      description: 'One row per day of the period, oldest first, zeros included.',
    }),
  }),
});

const AdminExportedUserRef = builder.objectRef<AdminExportedUser>('AdminExportedUser').implement({
  description: 'A user as the admin export lists them (no credentials).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When they joined.' }),
    recipeCount: t.exposeInt('recipeCount'),
    shoppingItemCount: t.exposeInt('shoppingItemCount'),
  }),
});

const AdminUserExportPageRef = builder
  .objectRef<AdminUserExportPage>('AdminUserExportPage')
  .implement({
    description: 'One page of every user, in id order.',
    fields: (t) => ({
      users: t.expose('users', { type: [AdminExportedUserRef] }),
      endCursor: t.exposeID('endCursor', {
        nullable: true,
        description: 'Pass as `after` for the next page; null when the page is empty.',
      }),
      hasNextPage: t.exposeBoolean('hasNextPage'),
    }),
  });

builder.queryFields((t) => ({
  adminReport: t.field({
    type: AdminReportRef,
    description: 'Admins only. Imports, AI usage, sign-ups and active cooks over the last days.',
    authScopes: { admin: true },
    errors: { dataField: { name: 'report' } },
    args: {
      days: t.arg.int({
        defaultValue: adminReportDays.default,
        description: `Whole UTC days back from today (included), ${adminReportDays.min}–${adminReportDays.max}.`,
        validate: z
          .number()
          .int()
          .min(
            adminReportDays.min,
            `days must be from ${adminReportDays.min} to ${adminReportDays.max}.`,
          )
          .max(
            adminReportDays.max,
            `days must be from ${adminReportDays.min} to ${adminReportDays.max}.`,
          )
          .nullish(),
      }),
    },
    resolve: (_root, { days }, { adminReports }) =>
      adminReports.report(days ?? adminReportDays.default),
  }),
  adminUserExport: t.field({
    type: AdminUserExportPageRef,
    description: 'Admins only. Every user with their counts, a page at a time (the CSV export).',
    authScopes: { admin: true },
    errors: { dataField: { name: 'page' } },
    args: {
      after: t.arg.id({
        description: 'The endCursor of the previous page; null for the first.',
        validate: z.string().uuid('after must be a cursor answered by the server.').nullish(),
      }),
      first: t.arg.int({
        defaultValue: adminUserExportPageSize.default,
        description: `Users per page, 1–${adminUserExportPageSize.max}.`,
        validate: z
          .number()
          .int()
          .min(1, `first must be from 1 to ${adminUserExportPageSize.max}.`)
          .max(
            adminUserExportPageSize.max,
            `first must be from 1 to ${adminUserExportPageSize.max}.`,
          )
          .nullish(),
      }),
    },
    resolve: (_root, { after, first }, { adminReports }) =>
      adminReports.userExportPage(
        after == null ? null : String(after),
        first ?? adminUserExportPageSize.default,
      ),
  }),
}));
