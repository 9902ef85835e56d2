import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Sets a gauge's values at scrape time. */
export type GaugeCollector<L extends string> = (
  set: (labels: Partial<Record<L, string>>, value: number) => void,
) => Promise<void> | void;

/** Latency buckets (seconds): pages from the cache answer in a few ms, a render in tens to hundreds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus metrics, in its own registry (tests build several apps in one process). Counters
 * cost an increment where they are counted; what needs a query (queue and outbox depth, the SIMI copy's age)
 * is a gauge computed when /metrics is read (see {@link gauge}), never per request.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private defaultsOn = false;

  readonly httpDuration = new Histogram({
    name: 'inmo_http_request_duration_seconds',
    help: 'HTTP requests by route pattern (page, static, unmatched for the rest), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly pageAnswers = new Counter({
    name: 'inmo_page_answers_total',
    help: 'Page requests by outcome: cached, rendered (uncached), busy (503: no render slot in time), limited (429: the client had its renders), failed (500)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly pageRendersQueued = new Counter({
    name: 'inmo_page_renders_queued_total',
    help: 'Renders that found every render slot taken and waited for one',
    registers: [this.registry],
  });

  readonly cacheLookups = new Counter({
    name: 'inmo_cache_lookups_total',
    help: 'Cache lookups: cache="data" (API data, memory or Redis) or "pages" (rendered pages); result hit, miss or stale (a failed load answered from the stale copy)',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });

  readonly jobs = new Counter({
    name: 'inmo_jobs_total',
    help: 'Job attempts run by this process, by queue and job name: done, retry (failed, will be tried again) or failed (gave up)',
    labelNames: ['queue', 'job', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly mails = new Counter({
    name: 'inmo_mails_total',
    help: 'Mail deliveries attempted by this process, by template: sent or failed',
    labelNames: ['template', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly simiSyncRuns = new Counter({
    name: 'inmo_simi_sync_runs_total',
    help: 'SIMI sync runs by this process: done, failed or skipped (another process held the lease)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** Node's own metrics (heap, event loop lag, GC, handles): started with the metrics server only. */
  collectDefaults(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * A gauge whose values `collect` sets when /metrics is read. A collector that fails (the database or
   * Redis down) leaves the gauge empty for that scrape instead of failing the whole answer.
   */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: GaugeCollector<L>,
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          await collect((labels, value) => this.set(labels, value));
        } catch {
          this.reset();
        }
      },
    });
  }

  /** The Prometheus text exposition of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}
