/**
 * Prometheus text exposition format 0.0.4, written by hand: the few counters, gauges and one
 * histogram the app exposes (plugins/metrics.ts) do not need a client library.
 * https://prometheus.io/docs/instrumenting/exposition_formats/
 */

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type Labels = Record<string, string>;

interface Sample {
  labels?: Labels;
  value: number;
}

/** Backslash, double quote and line feed are the characters a label value must escape. */
function escapeLabelValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

function formatLabels(labels: Labels | undefined): string {
  const entries = Object.entries(labels ?? {});
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(',')}}`;
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/** Durations in seconds: from 5 ms (a cached board) to 10 s (past any sensible answer). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** One histogram series: cumulative bucket counts, as the format wants them. */
export class HistogramSeries {
  readonly counts: number[] = DURATION_BUCKETS.map(() => 0);
  sum = 0;
  count = 0;

  observe(value: number): void {
    this.sum += value;
    this.count += 1;
    for (let index = 0; index < DURATION_BUCKETS.length; index += 1)
      if (value <= DURATION_BUCKETS[index]) this.counts[index] += 1;
  }
}

/** Collects metric families and renders them in the text format. */
export class MetricsText {
  private readonly lines: string[] = [];

  private family(name: string, type: string, help: string): void {
    this.lines.push(`# HELP ${name} ${help.replaceAll('\\', '\\\\').replaceAll('\n', '\\n')}`);
    this.lines.push(`# TYPE ${name} ${type}`);
  }

  private samples(name: string, samples: Sample[]): void {
    for (const { labels, value } of samples)
      this.lines.push(`${name}${formatLabels(labels)} ${formatValue(value)}`);
  }

  counter(name: string, help: string, samples: Sample[]): this {
    this.family(name, 'counter', help);
    this.samples(name, samples);
    return this;
  }

  gauge(name: string, help: string, samples: Sample[]): this {
    this.family(name, 'gauge', help);
    this.samples(name, samples);
    return this;
  }

  histogram(name: string, help: string, series: { labels: Labels; histogram: HistogramSeries }[]): this {
    this.family(name, 'histogram', help);
    for (const { labels, histogram } of series) {
      DURATION_BUCKETS.forEach((bound, index) => {
        this.samples(`${name}_bucket`, [
          { labels: { ...labels, le: String(bound) }, value: histogram.counts[index] },
        ]);
      });
      this.samples(`${name}_bucket`, [{ labels: { ...labels, le: '+Inf' }, value: histogram.count }]);
      this.samples(`${name}_sum`, [{ labels, value: histogram.sum }]);
      this.samples(`${name}_count`, [{ labels, value: histogram.count }]);
    }
    return this;
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}
