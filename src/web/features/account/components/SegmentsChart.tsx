import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatDuration } from '../../../../shared/format';
import type { SegmentSeries } from '../lib/course-splits';

/**
 * Each obstacle's segment over the member's runs with splits, a line per obstacle (@mantine/charts,
 * loaded on its own like the times chart). The table beside it holds the best of each as text.
 */
export default function SegmentsChart({
  points,
  series,
  title,
}: {
  points: Record<string, string | number>[];
  series: SegmentSeries[];
  title: string;
}) {
  return (
    <figure aria-label={title} style={{ margin: 0 }}>
      <LineChart
        h={260}
        data={points}
        dataKey="date"
        series={series}
        curveType="linear"
        valueFormatter={(seconds) => formatDuration(seconds * 1000)}
        yAxisProps={{ width: 64, domain: ['auto', 'auto'] }}
        tickLine="y"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        data-testid="segments-chart"
      />
    </figure>
  );
}
