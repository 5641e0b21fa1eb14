import {
  type AdminReport,
  type AdminReportsPort,
  type AdminUserExportPage,
  adminReportSiteLimit,
  ForbiddenError,
  type ImportMethodValue,
  type Viewer,
} from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { chatActivity, chatTurnUsage } from '../chat/index.ts';
import { countGeneratedImages } from '../images/index.ts';
import { importActivity, importAttemptStats } from '../imports/index.ts';
import { recipeActivity } from '../recipes/index.ts';
import {
  type ActivityQuery,
  type ReportPeriod,
  toCount,
  utcDayOf,
} from '../shared/report-period.ts';
import { shoppingActivity } from '../shopping/index.ts';
import { signUpsByDay } from '../users/index.ts';
import { userExportPage } from './admin-export.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The last `days` whole UTC days, today included. */
export function reportPeriod(days: number, now: Date): ReportPeriod {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return { from: new Date(to.getTime() - days * dayMs), to };
}

/**
 * The dashboard's reports, composed from each module's own figures (imports, assistant,
 * images, users, and every module's activity). Refuses anyone who is not an admin.
 */
export class AdminReportsService implements AdminReportsPort {
  constructor(
    private readonly em: EntityManager,
    private readonly viewer: Viewer | null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(days: number): Promise<AdminReport> {
    this.assertAdmin();
    const period = reportPeriod(days, this.now());
    const [imports, chat, imagesGenerated, signUps, activeCooks] = await Promise.all([
      importAttemptStats(this.em, period, adminReportSiteLimit),
      chatTurnUsage(this.em, period),
      countGeneratedImages(this.em, period),
      signUpsByDay(this.em, period),
      this.activeCooksByDay(period),
    ]);
    const importReads = (method: ImportMethodValue) =>
      imports.readByMethod.find((row) => row.method === method)?.count ?? 0;
    const chatUse = (feature: 'GENERAL' | 'RECIPE') => {
      const row = chat.find((candidate) => candidate.feature === feature);
      return {
        count: row?.turns ?? 0,
        inputTokens: row?.inputTokens ?? null,
        outputTokens: row?.outputTokens ?? null,
      };
    };
    const noTokens = { inputTokens: null, outputTokens: null };
    return {
      days,
      from: period.from,
      to: period.to,
      importsByMethod: imports.byMethod.map((row) => ({ ...row, successRate: rateOf(row) })),
      importsBySite: imports.bySite.map((row) => ({ ...row, successRate: rateOf(row) })),
      aiUsage: [
        { feature: 'ASSISTANT_GENERAL', ...chatUse('GENERAL') },
        { feature: 'ASSISTANT_RECIPE', ...chatUse('RECIPE') },
        { feature: 'IMPORT_TEXT', count: importReads('TEXT'), ...noTokens },
        { feature: 'IMPORT_URL', count: importReads('URL'), ...noTokens },
        { feature: 'IMPORT_IMAGE', count: importReads('IMAGE'), ...noTokens },
        { feature: 'IMAGE_GENERATION', count: imagesGenerated, ...noTokens },
      ],
      daily: daysOf(period).map((date) => ({
        date,
        signUps: signUps.get(date) ?? 0,
        activeCooks: activeCooks.get(date) ?? 0,
      })),
    };
  }

  userExportPage(after: string | null, first: number): Promise<AdminUserExportPage> {
    this.assertAdmin();
    return userExportPage(this.em, after, first);
  }

  /**
   * Distinct users per day who did anything any module dates: each module says what counts
   * (ActivityQuery over its own tables); the union is counted here, in the database.
   */
  private async activeCooksByDay(period: ReportPeriod): Promise<Map<string, number>> {
    const queries: ActivityQuery[] = [
      ...recipeActivity(period),
      ...shoppingActivity(period),
      ...chatActivity(period),
      ...importActivity(period),
    ];
    const rows = await this.em.execute<{ day: string; count: string | number }[]>(
      `select ${utcDayOf('active_at')} as day, count(distinct user_id) as count
         from (${queries.map((query) => query.sql).join(' union all ')}) as activity
        group by 1`,
      queries.flatMap((query) => query.params),
    );
    return new Map(rows.map((row) => [row.day, toCount(row.count)]));
  }

  /** The schema checks too; the service does not rely on it. */
  private assertAdmin(): void {
    if (!this.viewer?.isAdmin) throw new ForbiddenError();
  }
}

function rateOf({ attempts, successes }: { attempts: number; successes: number }) {
  return attempts === 0 ? null : successes / attempts;
}

/** Every day of the period as YYYY-MM-DD, oldest first. */
function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let at = period.from.getTime(); at < period.to.getTime(); at += dayMs) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
