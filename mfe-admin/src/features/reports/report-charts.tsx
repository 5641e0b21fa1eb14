import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartSummaries, type ReportChartData } from './report-figures.ts';

// Loaded only when Generate Reports is opened: the chart library stays off the first screen.
// No animation (isAnimationActive off): figures read at once, nothing moves for those who asked
// for less motion, and a screenshot never catches a line half drawn.

const axis = { stroke: 'var(--color-muted)', fontSize: 12 };
const grid = { stroke: 'var(--color-line)', strokeDasharray: '3 3' };
const tooltip = {
  contentStyle: {
    background: 'var(--color-raised)',
    border: '1px solid var(--color-line)',
    borderRadius: 8,
    color: 'var(--color-ink)',
    fontSize: 13,
  },
  cursor: { fill: 'var(--color-sunken)' },
};

interface ReportChartsProps {
  data: ReportChartData;
  days: number;
}

/** The four charts, each with a caption and a table a screen reader reads in its place. */
export default function ReportCharts({ data, days }: ReportChartsProps) {
  const summaries = chartSummaries(data, days);
  const hasImports = data.methods.some((row) => row.attempts > 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        id="chart-methods"
        title="Import success rate by method"
        summary={summaries.methods}
        isEmpty={!hasImports}
        table={
          <FigureTable
            caption="Import success rate by method"
            headers={['Method', 'Attempts', 'Successes', 'Success rate']}
            rows={data.methods.map((row) => [row.name, row.attempts, row.successes, row.rateText])}
          />
        }
      >
        <BarChart data={data.methods} accessibilityLayer={false} margin={{ left: -12, right: 8 }}>
          <CartesianGrid vertical={false} {...grid} />
          <XAxis dataKey="name" tickLine={false} {...axis} />
          <YAxis domain={[0, 100]} unit="%" tickLine={false} {...axis} />
          <Tooltip
            {...tooltip}
            formatter={(value) => [`${Math.round(Number(value))}%`, 'Success rate']}
          />
          <Bar
            dataKey="rate"
            name="Success rate"
            fill="var(--color-primary)"
            radius={[6, 6, 0, 0]}
            maxBarSize={56}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>

      <ChartCard
        id="chart-sites"
        title="Top sites"
        summary={summaries.sites}
        isEmpty={data.sites.length === 0}
        table={
          <FigureTable
            caption="Top sites"
            headers={['Site', 'Attempts', 'Successes', 'Success rate']}
            rows={data.sites.map((row) => [row.name, row.attempts, row.successes, row.rateText])}
          />
        }
      >
        <HorizontalBars
          data={data.sites}
          bars={[
            { key: 'attempts', name: 'Attempts', color: 'var(--color-muted)' },
            { key: 'successes', name: 'Successes', color: 'var(--color-herb)' },
          ]}
        />
      </ChartCard>

      <ChartCard
        id="chart-features"
        title="AI usage by feature"
        summary={summaries.features}
        isEmpty={data.features.every((row) => row.count === 0)}
        table={
          <FigureTable
            caption="AI usage by feature"
            headers={['Feature', 'Uses', 'Input tokens', 'Output tokens']}
            rows={data.features.map((row) => [
              row.name,
              row.count,
              row.inputTokens ?? '—',
              row.outputTokens ?? '—',
            ])}
          />
        }
      >
        <HorizontalBars
          data={data.features}
          bars={[{ key: 'count', name: 'Uses', color: 'var(--color-primary)' }]}
        />
      </ChartCard>

      <ChartCard
        id="chart-daily"
        title="Sign-ups and active cooks per day"
        summary={summaries.daily}
        isEmpty={false}
        table={
          <FigureTable
            caption="Sign-ups and active cooks per day"
            headers={['Day', 'Sign-ups', 'Active cooks']}
            rows={data.daily.map((row) => [row.date, row.signUps, row.activeCooks])}
          />
        }
      >
        <LineChart data={data.daily} accessibilityLayer={false} margin={{ left: -12, right: 8 }}>
          <CartesianGrid vertical={false} {...grid} />
          <XAxis dataKey="name" tickLine={false} minTickGap={24} {...axis} />
          <YAxis allowDecimals={false} tickLine={false} {...axis} />
          <Tooltip {...tooltip} cursor={{ stroke: 'var(--color-line)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            type="monotone"
            dataKey="signUps"
            name="Sign-ups"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={days <= 7}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="activeCooks"
            name="Active cooks"
            stroke="var(--color-herb)"
            strokeWidth={2}
            dot={days <= 7}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>
    </div>
  );
}

interface HorizontalBarsProps<Row> {
  data: Row[];
  /** One bar per series, side by side in each row; a legend when there is more than one. */
  bars: { key: Extract<keyof Row, string>; name: string; color: string }[];
  /** Set by ResponsiveContainer, which sizes its child by cloning it with these. */
  width?: number;
  height?: number;
}

/** Counts by name (sites, features): names down the side, where long ones fit. */
function HorizontalBars<Row extends { name: string }>({
  data,
  bars,
  width,
  height,
}: HorizontalBarsProps<Row>) {
  return (
    <BarChart
      {...(width !== undefined && height !== undefined ? { width, height } : {})}
      data={data}
      layout="vertical"
      accessibilityLayer={false}
      margin={{ right: 8 }}
    >
      <CartesianGrid horizontal={false} {...grid} />
      <XAxis type="number" allowDecimals={false} tickLine={false} {...axis} />
      <YAxis type="category" dataKey="name" width={120} tickLine={false} {...axis} />
      <Tooltip {...tooltip} />
      {bars.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
      {bars.map((bar) => (
        <Bar
          key={bar.key}
          dataKey={bar.key as string}
          name={bar.name}
          fill={bar.color}
          radius={[0, 4, 4, 0]}
          maxBarSize={18}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}

interface ChartCardProps {
  id: string;
  title: string;
  summary: string;
  isEmpty: boolean;
  table: ReactNode;
  children: ReactNode;
}

/** A chart for the eye (hidden from screen readers), its summary, and its figures as a table. */
function ChartCard({ id, title, summary, isEmpty, table, children }: ChartCardProps) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-card border border-line bg-raised p-4 shadow-card sm:p-5"
    >
      <h3 id={`${id}-title`} className="font-display font-semibold text-ink text-lg">
        {title}
      </h3>
      <figcaption className="mt-0.5 text-muted text-sm">{summary}</figcaption>
      {isEmpty ? (
        <div className="mt-4 flex h-40 items-center justify-center rounded-card border border-line border-dashed text-muted text-sm">
          Nothing to draw for this period yet.
        </div>
      ) : (
        <>
          <div aria-hidden="true" className="mt-4 h-60" data-chart={id}>
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </div>
          {table}
        </>
      )}
    </figure>
  );
}

function FigureTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={headers[index]} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={headers[index]}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
