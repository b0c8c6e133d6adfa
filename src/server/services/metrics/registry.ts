// A small Prometheus registry: counters, gauges and histograms with fixed buckets, rendered in
// the text exposition format (version 0.0.4). The product needs these three kinds and nothing of
// a client library's push gateways or default collectors, so it carries no dependency for them.
// Label values are the caller's to keep bounded (a route pattern, never a raw URL).

type Labels = Record<string, string>;

interface Metric {
  render(): string[];
}

const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

// Series are kept by the JSON of their labels in the metric's own label order.
function seriesKey(names: readonly string[], labels: Labels): string {
  return JSON.stringify(names.map((name) => labels[name] ?? ''));
}

function labelsOf(names: readonly string[], key: string): Labels {
  const values = JSON.parse(key) as string[];
  return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
}

const formatNumber = (value: number) => (Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : value < 0 ? '-Inf' : 'NaN');

export class Counter<Name extends string = never> implements Metric {
  private readonly series = new Map<string, number>();
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly Name[] = [],
  ) {}

  inc(labels: Record<Name, string> = {} as Record<Name, string>, by = 1): void {
    const key = seriesKey(this.labelNames, labels);
    this.series.set(key, (this.series.get(key) ?? 0) + by);
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} counter`];
    if (this.labelNames.length === 0 && this.series.size === 0) lines.push(`${this.name} 0`);
    for (const [key, value] of this.series) lines.push(`${this.name}${labelText(labelsOf(this.labelNames, key))} ${formatNumber(value)}`);
    return lines;
  }
}

export class Gauge<Name extends string = never> implements Metric {
  private readonly series = new Map<string, number>();
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly Name[] = [],
  ) {}

  set(labels: Record<Name, string>, value: number): void {
    this.series.set(seriesKey(this.labelNames, labels), value);
  }

  /** Forgets every series (a gauge whose source went away is absent, not stale). */
  clear(): void {
    this.series.clear();
  }

  render(): string[] {
    if (this.series.size === 0) return [];
    const lines = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} gauge`];
    for (const [key, value] of this.series) lines.push(`${this.name}${labelText(labelsOf(this.labelNames, key))} ${formatNumber(value)}`);
    return lines;
  }
}

export class Histogram<Name extends string = never> implements Metric {
  private readonly series = new Map<string, { buckets: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly Name[],
    /** Upper bounds, ascending; `+Inf` is added. */
    private readonly bounds: readonly number[],
  ) {}

  observe(labels: Record<Name, string>, value: number): void {
    const key = seriesKey(this.labelNames, labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    // Buckets are stored non-cumulative and summed when rendered.
    const index = this.bounds.findIndex((bound) => value <= bound);
    if (index !== -1) entry.buckets[index] = (entry.buckets[index] ?? 0) + 1;
    entry.sum += value;
    entry.count += 1;
  }

  render(): string[] {
    const lines = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} histogram`];
    for (const [key, entry] of this.series) {
      const labels = labelsOf(this.labelNames, key);
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += entry.buckets[index] ?? 0;
        lines.push(`${this.name}_bucket${labelText({ ...labels, le: formatNumber(bound) })} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${entry.count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${formatNumber(entry.sum)}`);
      lines.push(`${this.name}_count${labelText(labels)} ${entry.count}`);
    }
    return lines;
  }
}

export class Registry {
  private readonly metrics: Metric[] = [];

  register<M extends Metric>(metric: M): M {
    this.metrics.push(metric);
    return metric;
  }

  /** The exposition text, ending in a newline as the format requires. */
  render(): string {
    return `${this.metrics.flatMap((metric) => metric.render()).join('\n')}\n`;
  }
}

/** The content type of the text exposition format. */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
