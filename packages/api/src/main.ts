import 'reflect-metadata';
import { loadConfigOrExit } from './config/load-config';
import { stopOnSignals } from './infra/lifecycle/stop-on-signals';
import { startGateway } from './start-gateway';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await startGateway(config);
  stopOnSignals(app, { graceMs: config.SHUTDOWN_GRACE_MS, server: app.getHttpServer() });
}

bootstrap().catch((error: unknown) => {
  console.error('The gateway could not start:', error);
  process.exit(1);
});
