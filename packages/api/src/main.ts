import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createGateway } from './app.factory';
import { loadConfigOrExit } from './config/load-config';
import { PagesService } from './modules/pages/pages.service';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createGateway(config);
  await app.listen(config.PORT);
  // Not awaited: visitors are served meanwhile; a failed render is logged by the renderer.
  void app.get(PagesService).warmUp();
  const local = `http://localhost:${config.PORT}`;
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  new Logger('Gateway').log(
    `Site and API listening on ${local}${publicUrl === local ? '' : ` (public URL ${publicUrl})`}`,
  );
}

bootstrap().catch((error: unknown) => {
  console.error('The gateway could not start:', error);
  process.exit(1);
});
