import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '#src/config/config.schema';
import { MetricsService } from './metrics.service';

/**
 * Serves GET /metrics on METRICS_HOST:METRICS_PORT, its own port, apart from the site's: docker-compose.yml
 * does not publish it (Prometheus scrapes it inside the stack's network), and the embedded default serves
 * none unless METRICS_PORT is set (then on 127.0.0.1 by default). No token to leak or rotate: who can reach
 * the port is what guards it.
 */
@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_ROLE) private readonly role: AppRole,
    private readonly metrics: MetricsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.METRICS_PORT;
    if (port === undefined) return;
    this.metrics.collectDefaults();
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
        return;
      }
      this.metrics.text().then(
        (body) => res.writeHead(200, { 'content-type': this.metrics.registry.contentType }).end(body),
        (error: unknown) => {
          this.logger.warn(`Metrics failed: ${String(error)}`);
          res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.config.METRICS_HOST, () => resolve());
    });
    this.server = server;
    this.logger.log(
      `The ${this.role}'s metrics on http://${this.config.METRICS_HOST}:${this.port()}/metrics`,
    );
  }

  /** The port the metrics server listens on (undefined when off). */
  port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
