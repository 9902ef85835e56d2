import 'reflect-metadata';
import { loadConfigOrExit } from './config/load-config';
import { startGateway } from './start-gateway';

async function bootstrap(): Promise<void> {
  await startGateway(loadConfigOrExit());
}

bootstrap().catch((error: unknown) => {
  console.error('The gateway could not start:', error);
  process.exit(1);
});
