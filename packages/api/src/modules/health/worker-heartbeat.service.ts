import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_ROLE, type AppRole } from '#src/config/config.schema';
import { HealthService } from './health.service';

/** Nest injection token of the heartbeat file's path. */
export const WORKER_HEARTBEAT_FILE = Symbol('WORKER_HEARTBEAT_FILE');
/** Inside the container, where the image's health check looks (docker-compose.yml, worker). */
export const DEFAULT_HEARTBEAT_FILE = path.join(os.tmpdir(), 'inmo-worker.alive');
const BEAT_EVERY_MS = 10_000;

/**
 * The worker has no HTTP port to probe: while its database and Redis answer it touches a file every
 * 10 s, and the container's health check reads the file's age. A worker cut off from either (or hung)
 * stops touching it and shows as unhealthy.
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerHeartbeat');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_ROLE) private readonly role: AppRole,
    private readonly health: HealthService,
    @Inject(WORKER_HEARTBEAT_FILE) private readonly file: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.role !== 'worker') return;
    this.timer = setInterval(() => void this.beat(), BEAT_EVERY_MS);
    this.timer.unref();
    await this.beat();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    if (this.role === 'worker') await rm(this.file, { force: true });
  }

  /** Touches the file when the database and Redis answer; true when it did. */
  async beat(): Promise<boolean> {
    const { ready } = await this.health.readiness();
    if (!ready) return false;
    try {
      await writeFile(this.file, new Date().toISOString());
      return true;
    } catch (error) {
      this.logger.warn(`Heartbeat file not written: ${error instanceof Error ? error.message : 'error'}`);
      return false;
    }
  }
}
