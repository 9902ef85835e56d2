import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { AppLogger } from './infra/logging/app-logger';
import { loadConfigOrExit } from './config/load-config';
import { stopOnSignals } from './infra/lifecycle/stop-on-signals';

/** Queue consumer: the same module graph as the gateway, no HTTP server. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const log = new NestLogger('Worker');
  if (!config.REDIS_URL) {
    // Without Redis the queue lives inside the gateway process, and PGlite is one process's database.
    log.warn(
      'No REDIS_URL: the gateway runs the jobs itself (in-process queue); this worker has nothing to do.',
    );
    return;
  }
  const app = await NestFactory.createApplicationContext(AppModule.register(config, 'worker'), {
    bufferLogs: true,
  });
  app.useLogger(app.get(AppLogger));
  await app.init();
  stopOnSignals(app, { graceMs: config.SHUTDOWN_GRACE_MS });
  log.log('Worker consuming the BullMQ queues');
}

bootstrap().catch((error: unknown) => {
  console.error('The worker could not start:', error);
  process.exit(1);
});
