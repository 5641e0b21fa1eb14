import type { AdminReportQueryQuery } from '../../__generated__/graphql.ts';

type ReportResult = AdminReportQueryQuery['adminReport'];
export type AdminReport = Extract<ReportResult, { __typename: 'AdminReportSuccess' }>['report'];

export const reportPeriods = [7, 30, 90] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export function isReportPeriod(value: number): value is ReportPeriod {
  return reportPeriods.some((period) => period === value);
}

const methodLabels: Record<string, string> = {
  TEXT: 'Pasted text',
  URL: 'Web page',
  IMAGE: 'Photo',
};

const featureLabels: Record<string, string> = {
  ASSISTANT_GENERAL: 'Assistant',
  ASSISTANT_RECIPE: 'Recipe assistant',
  IMAGE_GENERATION: 'Pictures drawn',
  IMPORT_IMAGE: 'Photo imports',
  IMPORT_TEXT: 'Text imports',
  IMPORT_URL: 'Web imports',
};

export const methodLabel = (method: string) => methodLabels[method] ?? method;
export const featureLabel = (feature: string) => featureLabels[feature] ?? feature;

/** "67%", or a dash when there were no attempts (the server's null). */
export function rateLabel(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${Math.round(rate * 100)}%`;
}

/** 3 Mar, from a YYYY-MM-DD day (UTC). */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** The report's rows as the charts draw them, each with its text for the tables. */
export function chartData(report: AdminReport) {
  return {
    methods: report.importsByMethod.map((row) => ({
      name: methodLabel(row.method),
      rate: row.successRate === null || row.successRate === undefined ? 0 : row.successRate * 100,
      attempts: row.attempts,
      successes: row.successes,
      rateText: rateLabel(row.successRate),
    })),
    sites: report.importsBySite.slice(0, 8).map((row) => ({
      name: row.site,
      attempts: row.attempts,
      successes: row.successes,
      rateText: rateLabel(row.successRate),
    })),
    features: report.aiUsage.map((row) => ({
      name: featureLabel(row.feature),
      count: row.count,
      inputTokens: row.inputTokens,
      outputTokens: row.outputTokens,
    })),
    daily: report.daily.map((row) => ({
      name: dayLabel(row.date),
      date: row.date,
      signUps: row.signUps,
      activeCooks: row.activeCooks,
    })),
  };
}

export type ReportChartData = ReturnType<typeof chartData>;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One sentence per chart, for its caption: what a sighted reader takes from it at a glance. */
export function chartSummaries(data: ReportChartData, days: number) {
  const attempts = sum(data.methods.map((row) => row.attempts));
  const successes = sum(data.methods.map((row) => row.successes));
  const topSite = data.sites[0];
  const uses = sum(data.features.map((row) => row.count));
  const busiest = [...data.features].sort((a, b) => b.count - a.count)[0];
  const signUps = sum(data.daily.map((row) => row.signUps));
  const peak = Math.max(0, ...data.daily.map((row) => row.activeCooks));
  return {
    methods:
      attempts === 0
        ? `No imports in the last ${days} days.`
        : `${successes} of ${attempts} imports succeeded: ${data.methods
            .filter((row) => row.attempts > 0)
            .map((row) => `${row.name} ${row.rateText}`)
            .join(', ')}.`,
    sites: topSite
      ? `${data.sites.length} ${data.sites.length === 1 ? 'site' : 'sites'}; most tried: ${topSite.name}, ${topSite.successes} of ${topSite.attempts} imported.`
      : `No web page imports in the last ${days} days.`,
    features:
      uses === 0
        ? `The AI was not used in the last ${days} days.`
        : `${uses} AI ${uses === 1 ? 'use' : 'uses'}; most: ${busiest?.name} (${busiest?.count}).`,
    daily: `${signUps} ${signUps === 1 ? 'sign-up' : 'sign-ups'} in ${days} days; at most ${peak} active ${peak === 1 ? 'cook' : 'cooks'} in a day.`,
  };
}
