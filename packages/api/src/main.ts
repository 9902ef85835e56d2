import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createGateway } from './app.factory';
import { loadConfigOrExit } from './config/load-config';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createGateway(config);
  await app.listen(config.PORT);
  new Logger('Gateway').log(`Site and API listening on ${config.PUBLIC_URL} (port ${config.PORT})`);
}

bootstrap().catch((error: unknown) => {
  console.error('The gateway could not start:', error);
  process.exit(1);
});
