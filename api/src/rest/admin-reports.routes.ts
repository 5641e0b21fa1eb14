import { Readable } from 'node:stream';
import type { AdminExportedUser, AdminReport, AdminUserExportPage, Viewer } from '@app/schema';
import type { FastifyInstance } from 'fastify';
import { type CsvValue, csvAttachment, csvLine } from './csv.ts';
import { RestError } from './http-status.ts';
import type { RunOperation } from './run-operation.ts';
import { requireViewer } from './viewer.ts';

/** Kept under the schema's page cap: each page is one request's worth of memory. */
const exportPageSize = 500;

const userColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'joined',
  'recipe_count',
  'shopping_item_count',
];

/**
 * The dashboard's quick actions: the user export and the usage report as CSV downloads, and
 * the report as JSON. The schema answers 403 for anyone but an admin; guests get 401 first.
 */
export function registerAdminReportRoutes(app: FastifyInstance, run: RunOperation): void {
  app.get<{ Querystring: { days?: string } }>('/api/admin/reports', async (request) =>
    readReport(run, requireViewer(request), request.query.days),
  );

  app.get<{ Querystring: { days?: string } }>('/api/admin/reports.csv', async (request, reply) => {
    const report = await readReport(run, requireViewer(request), request.query.days);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', csvAttachment(`report-${report.days}d`, new Date()))
      .header('cache-control', 'no-store')
      .send(reportCsv(report));
  });

  app.get('/api/admin/exports/users.csv', async (request, reply) => {
    const viewer = requireViewer(request);
    // The first page is read before answering, so a refusal is still a JSON error with its status.
    const first = await exportPage(run, viewer, null);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', csvAttachment('users', new Date()))
      .header('cache-control', 'no-store')
      .send(Readable.from(userRows(run, viewer, first)));
  });
}

/** Rows are written as pages arrive; only one page is ever held. */
async function* userRows(
  run: RunOperation,
  viewer: Viewer,
  firstPage: AdminUserExportPage,
): AsyncGenerator<string> {
  yield csvLine(userColumns);
  let page = firstPage;
  for (;;) {
    yield page.users.map((user) => csvLine(userCells(user))).join('');
    if (!page.hasNextPage || !page.endCursor) return;
    page = await exportPage(run, viewer, page.endCursor);
  }
}

function userCells(user: AdminExportedUser): CsvValue[] {
  return [
    user.id,
    user.email,
    user.firstName,
    user.lastName,
    String(user.createdAt),
    user.recipeCount,
    user.shoppingItemCount,
  ];
}

async function exportPage(
  run: RunOperation,
  viewer: Viewer,
  after: string | null,
): Promise<AdminUserExportPage> {
  const data = await run('AdminUserExport', { after, first: exportPageSize }, viewer);
  return (data.result as { page: AdminUserExportPage }).page;
}

async function readReport(
  run: RunOperation,
  viewer: Viewer,
  days: string | undefined,
): Promise<AdminReport> {
  if (days !== undefined && !/^-?\d{1,6}$/.test(days)) {
    throw new RestError('VALIDATION', 'days must be a whole number from 1 to 365.');
  }
  const data = await run(
    'AdminReport',
    { days: days === undefined ? undefined : Number(days) },
    viewer,
  );
  return (data.result as { report: AdminReport }).report;
}

/** One section per table: a title line, a header line, the rows, then a blank line. */
function reportCsv(report: AdminReport): string {
  const period = `${report.daily[0]?.date ?? ''} to ${report.daily.at(-1)?.date ?? ''} (UTC)`;
  const sections: [string, CsvValue[], CsvValue[][]][] = [
    [
      `Imports by method: last ${report.days} days from ${period}`,
      ['method', 'attempts', 'successes', 'success_rate'],
      report.importsByMethod.map((row) => [
        row.method,
        row.attempts,
        row.successes,
        rounded(row.successRate),
      ]),
    ],
    [
      'Imports by site (URL imports, top 20 by attempts)',
      ['site', 'attempts', 'successes', 'success_rate'],
      report.importsBySite.map((row) => [
        row.site,
        row.attempts,
        row.successes,
        rounded(row.successRate),
      ]),
    ],
    [
      'AI usage by feature',
      ['feature', 'count', 'input_tokens', 'output_tokens'],
      report.aiUsage.map((row) => [row.feature, row.count, row.inputTokens, row.outputTokens]),
    ],
    [
      'Sign-ups and active cooks per day',
      ['date', 'sign_ups', 'active_cooks'],
      report.daily.map((row) => [row.date, row.signUps, row.activeCooks]),
    ],
  ];
  return sections
    .map(([title, header, rows]) => csvLine([title]) + csvLine(header) + rows.map(csvLine).join(''))
    .join('\r\n');
}

function rounded(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 10_000) / 10_000;
}
