import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatDuration } from '../../../../shared/format';
import type { ChartPoint } from '../lib/results';

/**
 * The member's times at one location over time (@mantine/charts on recharts). Loaded on its own
 * (MyResultsPage imports it lazily), so neither the home page nor My Results' first paint carry it.
 * The lists beside it hold the same times as text.
 */
export default function ResultsChart({ points, title }: { points: ChartPoint[]; title: string }) {
  return (
    <figure aria-label={title} style={{ margin: 0 }}>
      <LineChart
        h={240}
        data={points}
        dataKey="date"
        series={[{ name: 'seconds', label: 'Time', color: 'course.7' }]}
        curveType="linear"
        valueFormatter={(seconds) => formatDuration(seconds * 1000)}
        yAxisProps={{ width: 64, domain: ['auto', 'auto'] }}
        tickLine="y"
        withLegend={false}
        data-testid="results-chart"
      />
    </figure>
  );
}
