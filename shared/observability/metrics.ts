import type { ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type MetricsRole = 'gateway' | 'core' | 'catalog' | 'indexer' | 'worker' | 'all';

/** A dependency whose failures a role counts. */
export type Dependency = 'elasticsearch' | 'embeddings';

/** A gauge whose samples come from a read it shares with others (Metrics#gaugesFromOneRead). */
export interface SharedReadGauge<T> {
  name: string;
  help: string;
  labelNames: string[];
  samples: (read: T) => Sample[];
}

/** One value of a gauge read at scrape time. */
export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/**
 * The Prometheus metrics of one process (prom-client), labelled with its role. A request costs a counter increment
 * and a histogram observation; everything read from a database is a gauge computed only when scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'operation_id' | 'status'>;
  private readonly latency: Histogram<'operation_id'>;
  private readonly dependencyErrors: Counter<'dependency'>;
  private readonly gaugeErrors: Counter<'gauge'>;
  /** Counts the scrapes, so gauges that share a read make it once per scrape. */
  private scrapes = 0;

  constructor(role: MetricsRole) {
    this.registry.setDefaultLabels({ role });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'marketplace_requests_total',
      help: 'Requests answered, by OpenAPI operationId ("none": no declared operation) and HTTP status',
      labelNames: ['operation_id', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'marketplace_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by OpenAPI operationId',
      labelNames: ['operation_id'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.dependencyErrors = new Counter({
      name: 'marketplace_dependency_errors_total',
      help: 'Failed calls to a dependency (Elasticsearch requests, embedding requests)',
      labelNames: ['dependency'],
      registers,
    });
    this.gaugeErrors = new Counter({
      name: 'marketplace_metric_read_errors_total',
      help: 'Scrapes in which a gauge could not be read (its database down); the gauge is left out of that scrape',
      labelNames: ['gauge'],
      registers,
    });
  }

  observeRequest(operationId: string | undefined, status: number, seconds: number): void {
    const operation = operationId ?? 'none';
    this.requests.inc({ operation_id: operation, status: String(status) });
    this.latency.observe({ operation_id: operation }, seconds);
  }

  dependencyFailed(dependency: Dependency): void {
    this.dependencyErrors.inc({ dependency });
  }

  /** A gauge whose values are read when the metrics are scraped (bounded, indexed reads only). */
  gaugeOnScrape(name: string, help: string, labelNames: string[], read: () => Promise<Sample[]>): void {
    const gaugeErrors = this.gaugeErrors;
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const sample of await read()) this.set(sample.labels, sample.value);
        } catch {
          gaugeErrors.inc({ gauge: name });
        }
      },
    });
  }

  /** Several gauges from one read, made once per scrape by whichever of them is collected first. */
  gaugesFromOneRead<T>(read: () => Promise<T>, gauges: readonly SharedReadGauge<T>[]): void {
    let last: { scrape: number; value: Promise<T> } | undefined;
    const readOnce = () => {
      if (last?.scrape !== this.scrapes) last = { scrape: this.scrapes, value: read() };
      return last.value;
    };
    for (const gauge of gauges)
      this.gaugeOnScrape(gauge.name, gauge.help, gauge.labelNames, async () => gauge.samples(await readOnce()));
  }

  /** The text exposition format Prometheus scrapes. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    this.scrapes += 1;
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** Records each answered request's operation, status and duration once its answer is finished. */
export function observeAnswer(metrics: Metrics, res: ServerResponse, operationIdOf: () => string | undefined): void {
  const started = process.hrtime.bigint();
  res.once('finish', () =>
    metrics.observeRequest(operationIdOf(), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9),
  );
}
